import type { RegistrationStatus, SubjectStatus } from '@daftar/contract';

/** A subject's status as its student reads it: "notSubmitted" is a pending subject not yet sent. */
export type ShownSubjectStatus = SubjectStatus | 'notSubmitted';

/**
 * "Pending" tells a student the advisor has the subject. A pending subject only waits for the
 * advisor while its registration is submitted: in any other state (a draft, or a decided
 * registration the student has added to) it has not been submitted yet. While the registration's
 * status is unknown the subject reads as pending.
 */
export function shownSubjectStatus(
  status: SubjectStatus,
  registration: RegistrationStatus | undefined,
): ShownSubjectStatus {
  if (status !== 'pending' || registration === undefined || registration === 'submitted') {
    return status;
  }
  return 'notSubmitted';
}
