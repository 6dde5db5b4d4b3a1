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
