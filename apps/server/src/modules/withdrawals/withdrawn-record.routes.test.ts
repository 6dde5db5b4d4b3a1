import { API, type SlipVerification, type StudentProgress } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { structureFile, structureReport } from '../structures/structures.fixture';
import { withdrawnTestBed } from '../review/withdrawn.test-bed';

// Issue 47: a subject withdrawn from after approval leaves the selection, so what shows it is the
// change kept of it. The student's history lists it as W with no credits, the record keeps a W
// result, the slip lists it apart from the total and says the registration was amended (its
// printed words: withdrawn-slip.documents.test.ts), and progress shows the W as not passed and
// not in progress.

const { bed, approvedWithWithdrawalOpen, withdraw, history } = withdrawnTestBed();

describe('a subject withdrawn from after approval', () => {
  it('shows as W with no credits in the history, and the record keeps W', async () => {
    await approvedWithWithdrawalOpen();
    const withdrawal = await withdraw({ subjectId: bed.id('REV1002') });
    const entry = await history();
    expect(entry).toMatchObject({ status: 'partially_approved', totalCredits: 3 });
    expect(entry.subjects.map((s) => [s.code, s.status, s.credits, s.withdrawnAt])).toEqual([
      ['REV1001', 'approved', 3, undefined],
      ['REV1002', 'approved', 0, withdrawal.decidedAt],
      ['REV1003', 'rejected', 2, undefined],
    ]);
    const results = await bed.t.database.db
      .selectFrom('results')
      .select(['subject_id', 'grade', 'session', 'semester'])
      .where('student_id', '=', bed.student.id)
      .execute();
    expect(results).toEqual([
      { subject_id: bed.id('REV1002'), grade: 'W', session: '2024/2025', semester: 6 },
    ]);
  });

  it('shows every subject held as W after a whole-semester withdrawal', async () => {
    await approvedWithWithdrawalOpen();
    const withdrawal = await withdraw({ wholeSemester: true });
    expect(withdrawal.credits).toBe(7);
    const entry = await history();
    expect(entry.totalCredits).toBe(0);
    expect(entry.subjects.map((s) => [s.code, s.credits, s.withdrawnAt])).toEqual([
      ['REV1001', 0, withdrawal.decidedAt],
      ['REV1002', 0, withdrawal.decidedAt],
      ['REV1003', 2, undefined],
    ]);
  });

  it('is on a new slip, apart from the total, which says amended; the one before is superseded', async () => {
    await approvedWithWithdrawalOpen();
    const download = async () => {
      const res = await bed.http.get(API.registrationSlip, bed.student);
      expect(res.statusCode, res.body).toBe(200);
    };
    const slips = () =>
      bed.t.database.db.selectFrom('registration_slips').select('code').orderBy('id').execute();
    const verify = async (code: string) =>
      (await bed.http.get(API.verifySlip(code))).json() as SlipVerification;
    await download();
    const [before] = await slips();
    expect(await verify(before!.code)).not.toHaveProperty('amendedAt');

    const withdrawal = await withdraw({ subjectId: bed.id('REV1002') });
    expect(await verify(before!.code)).toMatchObject({ superseded: true });
    await download();
    await download();
    // Given again while nothing changes: one new slip.
    const made = await slips();
    expect(made).toHaveLength(2);
    const slip = await verify(made[1]!.code);
    expect(slip).toMatchObject({
      superseded: false,
      totalCredits: 3,
      amendedAt: withdrawal.decidedAt,
      withdrawn: [{ code: 'REV1002', withdrawnAt: withdrawal.decidedAt }],
    });
    expect(slip.subjects.map((s) => s.code)).toEqual(['REV1001', 'REV1003']);
  });

  it('shows in progress as W: not passed, not in progress, still needed', async () => {
    const { t, admin, fx } = bed;
    const programme = await t.database.db
      .insertInto('programmes')
      .values({
        code: 'BRV',
        name: 'Bachelor of Review',
        name_ms: 'Sarjana Muda Semakan',
        faculty_id: fx.facultyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The programme's 7 credits, and a core group of REV1001 and REV1002 (as BCS_2024 is written).
    const more = { group_name_en: '', group_name_ms: '', kind: '', credits_required: '' };
    await structureReport(
      t,
      admin,
      structureFile(
        {
          programme_code: 'BRV',
          ...{ subject_code: '', recommended_year: '', recommended_semester: '' },
          ...{ ...more, group: '', credits_required: '7' },
        },
        { programme_code: 'BRV', subject_code: 'REV1001' },
        { programme_code: 'BRV', subject_code: 'REV1002', ...more, recommended_semester: '2' },
      ),
    );
    await t.database.db
      .updateTable('users')
      .set({ programme_id: programme.id, intake: '2024/2025' })
      .where('id', '=', bed.student.id)
      .execute();
    await approvedWithWithdrawalOpen();
    await withdraw({ subjectId: bed.id('REV1002') });
    // The student's own view and their advisor's.
    for (const [url, user] of [
      [API.progress, bed.student],
      [API.studentProgress(bed.student.id), bed.advisor],
    ] as const) {
      const res = await bed.http.get(url, user);
      expect(res.statusCode, res.body).toBe(200);
      const progress = res.json() as StudentProgress;
      expect(progress).toMatchObject({ done: 0, inProgress: 3, needed: 4 });
      expect(progress.groups[0]).toMatchObject({
        done: { credits: 0, subjects: [] },
        inProgress: { credits: 3, subjects: [{ code: 'REV1001' }] },
        needed: { subjects: [{ code: 'REV1002', failedGrade: 'W' }] },
      });
    }
  });
});
