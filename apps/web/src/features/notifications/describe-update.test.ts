import type { InboxNotification } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { describeInboxNotification } from './describe-update';
import './i18n';

const decision = (fields: Partial<InboxNotification>): InboxNotification => ({
  id: 1,
  userId: 2,
  kind: 'decision',
  createdAt: '2026-11-27T10:00:00.000Z',
  read: false,
  subject: { id: 3, code: 'WIX1002', name: 'Programming' },
  ...fields,
});

describe('a decision in the bell', () => {
  const t = (language: 'en' | 'ms') => i18n.getFixedT(language, 'notifications');

  it('tells an approval that overturns a rejection, with the reason for the change', () => {
    const told = describeInboxNotification(
      decision({ decision: 'approved', reason: 'Elective allowed.', reversedFrom: 'rejected' }),
      t('en'),
      'en',
    );
    expect(told.title).toBe('Subject Approved!');
    expect(told.message).toBe(
      'Good news! Your registration for WIX1002 - Programming has been approved. It was rejected earlier; the decision has been changed. Reason: Elective allowed.',
    );
  });

  it('tells a rejection that overturns an approval, in Malay', () => {
    const told = describeInboxNotification(
      decision({ decision: 'rejected', reason: 'Melebihi had.', reversedFrom: 'approved' }),
      t('ms'),
      'ms',
    );
    expect(told.message).toMatch(
      /Subjek ini diluluskan sebelum ini; keputusan telah diubah\. Alasan: Melebihi had\.$/,
    );
  });

  it('tells a first decision as before', () => {
    const told = describeInboxNotification(
      decision({ decision: 'rejected', reason: 'Full.' }),
      t('en'),
      'en',
    );
    expect(told.message).toBe(
      'Your registration for WIX1002 - Programming has been rejected. Reason: Full.',
    );
  });
});

describe('an overload request in the bell (issue 44)', () => {
  const t = (language: 'en' | 'ms') => i18n.getFixedT(language, 'notifications');
  const overload = { id: 5, credits: 18, studentName: 'Nur Aisyah', studentNumber: '034561' };

  it('tells the advisor who asks for how many credits, and why', () => {
    const told = describeInboxNotification(
      decision({ kind: 'overloadRequested', subject: undefined, overload, reason: 'Final year.' }),
      t('en'),
      'en',
    );
    expect(told).toMatchObject({ status: 'overloadRequested', type: 'info', overloadId: 5 });
    expect(told.message).toBe('Nur Aisyah asks for a credit maximum of 18. Reason: Final year.');
  });

  it('tells the student a rejection with its reason, in Malay, and an approval', () => {
    const rejected = describeInboxNotification(
      decision({
        kind: 'overloadDecided',
        subject: undefined,
        overload,
        decision: 'rejected',
        reason: 'PNGK di bawah 3.00.',
      }),
      t('ms'),
      'ms',
    );
    expect(rejected).toMatchObject({ status: 'overloadRejected', type: 'error' });
    expect(rejected.message).toBe(
      'Penasihat anda menolak permohonan anda untuk maksimum 18 kredit. Alasan: PNGK di bawah 3.00.',
    );
    const approved = describeInboxNotification(
      decision({ kind: 'overloadDecided', subject: undefined, overload, decision: 'approved' }),
      t('en'),
      'en',
    );
    expect(approved.title).toBe('More credits approved');
    expect(approved.message).toBe(
      'Your advisor approved your request: your credit maximum is now 18.',
    );
  });
});

describe('a hold in the bell (issue 44)', () => {
  const t = (language: 'en' | 'ms') => i18n.getFixedT(language, 'notifications');
  const hold = (released: boolean): InboxNotification => ({
    id: 4,
    userId: 2,
    kind: 'hold',
    createdAt: '2026-11-27T10:00:00.000Z',
    read: false,
    hold: {
      id: 9,
      type: 'finance',
      reasonEn: 'Tuition fees are unpaid.',
      reasonMs: 'Yuran belum dijelaskan.',
      released,
    },
  });

  it('tells a placed hold with its reason, in the reader’s language', () => {
    const english = describeInboxNotification(hold(false), t('en'), 'en');
    expect([english.type, english.title, english.message]).toEqual([
      'error',
      'A hold was placed',
      'A finance hold is on your record: Tuition fees are unpaid. See how to clear it on your dashboard.',
    ]);
    const malay = describeInboxNotification(hold(false), t('ms'), 'ms');
    expect(malay.message).toBe(
      'Terdapat sekatan kewangan pada rekod anda: Yuran belum dijelaskan. Lihat cara menyelesaikannya di papan pemuka anda.',
    );
  });

  it('tells a released hold as good news', () => {
    const told = describeInboxNotification(hold(true), t('en'), 'en');
    expect([told.type, told.title, told.message]).toEqual([
      'success',
      'Hold released',
      'Your finance hold has been released: it no longer blocks you.',
    ]);
  });
});
