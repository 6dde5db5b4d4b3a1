import type { RegistrationStatus, SubjectStatus } from '@daftar/contract';

// Pure rules of submitting a registration: no I/O, unit tested on their own. The rules of seats
// and of the registration's status are the seat ledger's (modules/seats/seats.rules.ts).

export type SubmitRefusal = 'REGISTRATION_UNDER_REVIEW' | 'EMPTY_SELECTION' | 'NOTHING_TO_SUBMIT';

export function submitRefusal(
  status: RegistrationStatus,
  subjects: SubjectStatus[],
): SubmitRefusal | null {
  if (status === 'submitted') return 'REGISTRATION_UNDER_REVIEW';
  if (subjects.length === 0) return 'EMPTY_SELECTION';
  if (!subjects.includes('pending')) return 'NOTHING_TO_SUBMIT';
  return null;
}
