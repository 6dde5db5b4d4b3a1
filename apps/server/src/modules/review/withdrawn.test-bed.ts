import { API, type HistoryEntry, type Withdrawal } from '@daftar/contract';
import { expect } from 'vitest';
import { reviewTestBed } from './review.test-bed';

// What the tests of a withdrawn subject on the record share (issue 47, modules/withdrawals/
// withdrawn-record.routes.test.ts and withdrawn-slip.documents.test.ts): the review bed (Aisyah
// has submitted REV1001 of 3 credits, REV1002 of 4 and REV1003 of 2 to her advisor), with the
// steps to approve and withdraw.

/** Today in Malaysia, as a period's stage days are written. */
export const campusToday = () => new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10);

/** Registers the hooks of a test file and returns its bed. */
export function withdrawnTestBed() {
  const bed = reviewTestBed();

  /** The advisor approves REV1001 and REV1002 and rejects REV1003; withdrawal opens today. */
  async function approvedWithWithdrawalOpen() {
    const { http, advisor, admin, registrationId, id } = bed;
    for (const code of ['REV1001', 'REV1002']) {
      const res = await http.post(API.approveSubject(registrationId, id(code)), advisor);
      expect(res.statusCode, res.body).toBe(200);
    }
    const rejected = await http.post(
      API.rejectSubject(registrationId, id('REV1003')),
      advisor,
      bed.reason(),
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const day = campusToday();
    const opened = await http.patch(API.adminPeriod(bed.fx.periodId), admin, {
      withdrawalStartDate: day,
      withdrawalEndDate: day,
    });
    expect(opened.statusCode, opened.body).toBe(200);
  }

  /** The student asks to withdraw (a subject, or the whole semester); the advisor approves. */
  async function withdraw(body: { subjectId: number } | { wholeSemester: true }) {
    const { http, student, advisor } = bed;
    const asked = await http.post(API.withdrawals, student, { ...body, reason: 'Health reasons.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await http.post(
      API.approveWithdrawal((asked.json() as Withdrawal).id),
      advisor,
      { confirmBelowMinimum: true },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json() as Withdrawal;
  }

  /** The student's one registration as their history shows it. */
  async function history(): Promise<HistoryEntry> {
    const res = await bed.http.get(API.history, bed.student);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as HistoryEntry[];
    expect(entries).toHaveLength(1);
    return entries[0]!;
  }

  return { bed, approvedWithWithdrawalOpen, withdraw, history };
}
