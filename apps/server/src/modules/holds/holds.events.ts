import type { HoldType } from '@daftar/contract';

/** A hold placed on a student or released, as they are told of it. */
export interface HoldNews {
  studentId: number;
  hold: { id: number; type: HoldType; reasonEn: string; reasonMs: string };
  released: boolean;
  at: string;
}

// What the holds module records (decision 023): consumers register for it by name.
declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /**
     * Holds on these students were placed, changed or released (issue 44); `news` is what each
     * student is told (a change of a hold's words alone tells nothing).
     */
    holdsChanged: { studentIds: number[]; news: HoldNews[] };
  }
}
