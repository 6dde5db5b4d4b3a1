import { servicePlugin } from '../../app-instance';
import { closeWaitlistsWhenPeriodsEnd, createSeatLedger, type SeatLedger } from './seats.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every change of seats goes through it (seats.service.ts). */
    seats: SeatLedger;
  }
}

/** The seat ledger, and the minute timer that closes the waitlists of periods that ended. */
export const seatsPlugin = servicePlugin(
  { name: 'seats', dependencies: ['core', 'metrics', 'domain-events'] },
  (app) => {
    const { config, database, metrics, domainEvents } = app;
    app.decorate(
      'seats',
      createSeatLedger(database, {
        waitlistLimit: config.WAITLIST_MAX_PER_STUDENT,
        count: (outcome) => metrics.seatChanged(outcome),
        events: domainEvents,
      }),
    );
    const stopClosingWaitlists = closeWaitlistsWhenPeriodsEnd(database, domainEvents);
    app.addHook('onClose', async () => stopClosingWaitlists());
  },
);
