import type { SelectedSubject } from '@daftar/contract';

/** Why there is nothing to submit now; each has its own hint under Submit. */
export type SubmitBlocker = 'underReview' | 'empty' | 'allDecided';

/**
 * The server's refusals of a submit (decisions.md section 2), asked before Submit is pressed: a
 * registration under review, an empty selection, or one whose every subject is already decided.
 * Null when there is a pending subject to send.
 */
export function submitBlocker(
  subjects: readonly Pick<SelectedSubject, 'status'>[],
  underReview: boolean,
): SubmitBlocker | null {
  if (underReview) return 'underReview';
  if (subjects.length === 0) return 'empty';
  if (!subjects.some((subject) => subject.status === 'pending')) return 'allDecided';
  return null;
}
