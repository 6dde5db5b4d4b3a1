// What the holds module records (decision 023): consumers register for it by name.
declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** Holds on these students were placed, changed or released (issue 44). */
    holdsChanged: { studentIds: number[] };
  }
}

export {};
