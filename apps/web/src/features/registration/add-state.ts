import type { Subject } from '@daftar/contract';
import { seatsAvailable } from './quota';

/** What the student may do with a subject of the catalogue right now. */
export type AddState = 'add' | 'adding' | 'added' | 'full' | 'locked';

export interface SelectionState {
  /** Ids of the subjects in the student's selection. */
  selectedIds: ReadonlySet<number>;
  /** Ids of the subjects being added now. */
  pendingIds: readonly number[];
  /** A submitted registration cannot change until it is decided (decisions.md section 2). */
  underReview: boolean;
}

export function addState(subject: Subject, selection: SelectionState): AddState {
  if (selection.pendingIds.includes(subject.id)) return 'adding';
  // A cross-listed code is held as its owner: holding either code, the student has both.
  if (selection.selectedIds.has(subject.crossListedWith?.id ?? subject.id)) return 'added';
  if (seatsAvailable(subject.quota) === 0) return 'full';
  if (selection.underReview) return 'locked';
  return 'add';
}
