import type { WaitlistChange } from './seats.waitlist';
import type { ClosedPlace } from './seats.waitlist-close';

// What the seat ledger records (decision 023): consumers register for these by name.
declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** Seats of these subjects were taken or given back, or their sections' capacity changed. */
    seatsChanged: { subjectIds: number[] };
    /** Waiting students moved: promoted to a seat, passed over, joined or left a line. */
    waitlistChanged: WaitlistChange;
    /** A period closed with students still waiting: their lines closed. */
    waitlistsClosed: { places: ClosedPlace[]; closedAt: string };
  }
}
