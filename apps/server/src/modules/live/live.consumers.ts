import type { DomainEvents } from '../../lib/domain-events';
import type { LiveEvents } from './live-events';

/**
 * How browsers hear of each change, once it has committed: the one place that turns what
 * happened into what is sent on the sockets.
 */
export function tellBrowsers(events: DomainEvents, live: LiveEvents): void {
  events.afterCommit('seatsChanged', ({ subjectIds }) => live.seatsChanged(subjectIds));
  events.afterCommit('waitlistChanged', (change) => live.waitlistsChanged(change));
  events.afterCommit('waitlistsClosed', ({ places }) => live.waitlistsClosed(places));
  events.afterCommit('subjectsDecided', async ({ updates, registrationId }) => {
    live.subjectsDecided(updates);
    await live.reviewQueueChanged(registrationId);
  });
  events.afterCommit('registrationSubmitted', ({ registrationId }) =>
    live.reviewQueueChanged(registrationId),
  );
  events.afterCommit('notificationsAdded', ({ notifications }) =>
    live.notificationsAdded(notifications),
  );
  events.afterCommit('notificationsChanged', ({ userId, change }) =>
    live.notificationsChanged(userId, change),
  );
  events.afterCommit('holdsChanged', ({ studentIds }) => {
    for (const studentId of studentIds) live.holdsChanged(studentId);
  });
  events.afterCommit('sessionsEnded', ({ userId }) => live.sessionsEnded(userId));
}
