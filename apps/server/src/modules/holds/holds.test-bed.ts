import { API, type Hold, type PlaceHoldBody } from '@daftar/contract';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../test/test-app';

// What the holds tests share: a finance hold as the registrar's console places it.

export const FINANCE_HOLD: Omit<PlaceHoldBody, 'studentId'> = {
  type: 'finance',
  reasonEn: 'Tuition fees of RM 1,250 for this semester are unpaid.',
  reasonMs: 'Yuran pengajian RM 1,250 bagi semester ini belum dijelaskan.',
  howToClearEn: 'Pay at the bursary counter or through the student portal.',
  howToClearMs: 'Bayar di kaunter bendahari atau melalui portal pelajar.',
  contact: 'Bursary, bendahari@example.edu.my',
  blocks: ['register'],
};

/** Places a hold on the student as the registrar; the hold placed. */
export async function placeHold(
  t: TestApp,
  admin: TestUser,
  student: TestUser,
  body: Partial<PlaceHoldBody> = {},
): Promise<Hold> {
  const res = await t.app.inject({
    method: 'POST',
    url: API.adminHolds,
    headers: admin.headers,
    payload: { ...FINANCE_HOLD, studentId: student.id, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function releaseHold(t: TestApp, admin: TestUser, hold: Hold): Promise<Hold> {
  const res = await t.app.inject({
    method: 'POST',
    url: API.adminHoldRelease(hold.id),
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The sentence a register hold's refusal says in English. */
export const REGISTER_REFUSAL = `A finance hold stops you changing your registration. ${FINANCE_HOLD.reasonEn} To clear it: ${FINANCE_HOLD.howToClearEn} Contact: ${FINANCE_HOLD.contact}`;
