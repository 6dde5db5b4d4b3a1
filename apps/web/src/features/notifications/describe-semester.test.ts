import type { InboxNotification } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { describeInboxNotification, wordNotification } from './describe-update';
import { addNotification } from './notification-rules';
import './i18n';

// The bell's words for issue 47: a withdrawal asked of the advisor, its decision for the student
// (of one subject or of the whole semester), and the warning of being marked Not Registered.

const t = (language: 'en' | 'ms') => i18n.getFixedT(language, 'notifications');

const notification = (fields: Partial<InboxNotification>): InboxNotification => ({
  id: 1,
  userId: 2,
  kind: 'withdrawalRequested',
  createdAt: '2027-03-08T10:00:00.000Z',
  read: false,
  ...fields,
});

const subject = { id: 3, code: 'WIX1002', name: 'Programming', nameMs: 'Pengaturcaraan' };
const withdrawal = (wholeSemester: boolean) => ({
  id: 7,
  wholeSemester,
  studentName: 'Nur Aisyah',
  studentNumber: '034561',
});

describe('a withdrawal in the bell', () => {
  it('tells the advisor who asks to withdraw from which subject, and why', () => {
    const told = describeInboxNotification(
      notification({ subject, withdrawal: withdrawal(false), reason: 'Health reasons.' }),
      t('en'),
      'en',
    );
    expect(told).toMatchObject({
      status: 'withdrawalRequested',
      type: 'info',
      withdrawalId: 7,
      subjectId: 3,
    });
    expect(told.title).toBe('Withdrawal requested');
    expect(told.message).toBe(
      'Nur Aisyah asks to withdraw from WIX1002 - Programming. Reason: Health reasons.',
    );
  });

  it('tells the advisor a whole-semester request in Malay', () => {
    const told = describeInboxNotification(
      notification({ withdrawal: withdrawal(true), reason: 'Masalah keluarga.' }),
      t('ms'),
      'ms',
    );
    expect(told.title).toBe('Permohonan tarik diri');
    expect(told.message).toBe(
      'Nur Aisyah memohon tarik diri daripada keseluruhan semester. Alasan: Masalah keluarga.',
    );
  });

  it('tells the student an approval with W on the record, in Malay with the Malay name', () => {
    const told = describeInboxNotification(
      notification({
        kind: 'withdrawalDecided',
        subject,
        withdrawal: withdrawal(false),
        decision: 'approved',
      }),
      t('ms'),
      'ms',
    );
    expect([told.status, told.type, told.title]).toEqual([
      'withdrawalApproved',
      'success',
      'Tarik diri diluluskan',
    ]);
    expect(told.message).toBe(
      'Permohonan tarik diri anda daripada WIX1002 - Pengaturcaraan telah diluluskan: subjek itu ditarik dan dicatatkan sebagai W dalam rekod akademik anda.',
    );
  });

  it('tells the student a rejection of the whole semester with its reason', () => {
    const told = describeInboxNotification(
      notification({
        kind: 'withdrawalDecided',
        withdrawal: withdrawal(true),
        decision: 'rejected',
        reason: 'See me first.',
      }),
      t('en'),
      'en',
    );
    expect([told.status, told.type, told.title]).toEqual([
      'withdrawalRejected',
      'error',
      'Withdrawal rejected',
    ]);
    expect(told.message).toBe(
      'Your request to withdraw from the whole semester was rejected: you remain registered for your subjects. Reason: See me first.',
    );
  });

  it("keeps two students' requests for one subject apart", () => {
    const first = describeInboxNotification(
      notification({ subject, withdrawal: withdrawal(false) }),
      t('en'),
      'en',
    );
    const second = describeInboxNotification(
      notification({ id: 2, subject, withdrawal: { ...withdrawal(false), id: 8 } }),
      t('en'),
      'en',
    );
    const list = addNotification(addNotification([], first, 1000), second, 2000);
    expect(list.map((item) => item.withdrawalId)).toEqual([8, 7]);
  });
});

describe('the Not Registered warning in the bell', () => {
  const warning = notification({
    kind: 'notRegistered',
    notRegistered: { periodId: 4, date: '2027-03-15', semester: 2, academicYear: '2026/2027' },
  });

  it('tells the student the day, the semester and what to do, in English and Malay', () => {
    const english = describeInboxNotification(warning, t('en'), 'en');
    expect([english.status, english.type, english.title]).toEqual([
      'notRegistered',
      'warning',
      'Not registered yet',
    ]);
    expect(english.message).toBe(
      "You have no approved subject for Semester 2 2026/2027: on 15 Mar 2027 you will be marked Not Registered. Register before then, or contact your academic advisor or the registrar's office.",
    );
    const malay = describeInboxNotification(warning, t('ms'), 'ms');
    expect(malay.title).toBe('Anda belum berdaftar');
    expect(malay.message).toBe(
      'Anda tidak mempunyai subjek yang diluluskan bagi Semester 2 2026/2027: pada 15 Mac 2027, anda akan ditandakan Tidak Berdaftar. Daftarlah sebelum tarikh itu, atau hubungi penasihat akademik anda atau pejabat pendaftar.',
    );
  });

  it('is worded again in the language the bell shows now', () => {
    const [kept] = addNotification([], describeInboxNotification(warning, t('en'), 'en'), 1000);
    expect(wordNotification(kept!, t('ms'), 'ms').title).toBe('Anda belum berdaftar');
  });
});
