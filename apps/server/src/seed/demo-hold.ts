import type { Db } from '../db/database';

/**
 * The demo's hold (issue 44): the bursary's finance hold on `student4`, never on `student`, whose
 * journey the spec's screens walk. It blocks registration changes until the registrar releases it
 * (People, the student's Actions, Holds).
 */
export const DEMO_HOLD = {
  username: 'student4',
  type: 'finance' as const,
  reference: 'BUR-2026-034564',
  reason_en: 'Tuition fees of RM 1,250 for this semester are unpaid.',
  reason_ms: 'Yuran pengajian RM 1,250 bagi semester ini belum dijelaskan.',
  how_to_clear_en:
    'Pay at the bursary counter or through the student portal; the hold is released the next working day.',
  how_to_clear_ms:
    'Bayar di kaunter bendahari atau melalui portal pelajar; sekatan ditarik balik pada hari bekerja berikutnya.',
  contact: 'Bursary (Pejabat Bendahari), bendahari@daftar.example.edu.my, 03-7967 3000',
  blocks_register: 1,
};

/** Places the demo's hold, as the bursary's push would have. */
export async function insertDemoHold(trx: Db, studentIds: Map<string, number>, now: Date) {
  const { username, ...hold } = DEMO_HOLD;
  await trx
    .insertInto('holds')
    .values({ ...hold, student_id: studentIds.get(username)!, placed_at: now.toISOString() })
    .execute();
}
