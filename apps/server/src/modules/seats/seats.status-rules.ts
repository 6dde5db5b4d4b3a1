import type { RegistrationStatus, SubjectStatus } from '@daftar/contract';

// The registration's status as its subjects are added, removed, submitted and decided: pure
// functions, no I/O, unit tested with the seat rules.

/** Status after all subjects are decided, or `submitted` while any is still pending. */
export function statusFromDecisions(subjects: SubjectStatus[]): RegistrationStatus {
  if (subjects.length === 0 || subjects.includes('pending')) return 'submitted';
  if (subjects.every((s) => s === 'approved')) return 'approved';
  if (subjects.every((s) => s === 'rejected')) return 'rejected';
  return 'partially_approved';
}

/** Status after the student adds or removes: a draft while anything awaits submission. */
export function statusAfterEdit(subjects: SubjectStatus[]): RegistrationStatus {
  if (subjects.length === 0 || subjects.includes('pending')) return 'draft';
  return statusFromDecisions(subjects);
}

/** What changes a registration's status: the student's adds and removals, submitting, a decision. */
export type StatusChange = 'edit' | 'submit' | 'decide';

/**
 * Every status change the service makes, by what makes it. The service refuses to write any other
 * (statusAfter), and the property test checks every step it observes against this table.
 */
const STATUS_CHANGES: Record<
  StatusChange,
  Partial<Record<RegistrationStatus, RegistrationStatus[]>>
> = {
  edit: {
    // A draft's removal can leave only decided subjects, whose state it then takes again.
    draft: ['draft', 'approved', 'rejected', 'partially_approved'],
    approved: ['approved', 'draft'],
    rejected: ['rejected', 'draft'],
    partially_approved: ['partially_approved', 'approved', 'rejected', 'draft'],
  },
  submit: { draft: ['submitted'] },
  decide: { submitted: ['submitted', 'approved', 'rejected', 'partially_approved'] },
};

export function isAllowedTransition(
  change: StatusChange,
  from: RegistrationStatus,
  to: RegistrationStatus,
): boolean {
  return STATUS_CHANGES[change][from]?.includes(to) ?? false;
}

/** The status a change leaves, from the subjects' statuses after it; a change outside the table is a bug. */
export function statusAfter(
  change: 'edit' | 'decide',
  from: RegistrationStatus,
  subjects: SubjectStatus[],
): RegistrationStatus {
  const to = change === 'edit' ? statusAfterEdit(subjects) : statusFromDecisions(subjects);
  if (!isAllowedTransition(change, from, to)) {
    throw new Error(`A registration cannot go from ${from} to ${to} by a ${change}.`);
  }
  return to;
}
