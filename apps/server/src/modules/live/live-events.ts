import type {
  GateProgress,
  InboxNotification,
  LiveFigures,
  NotificationsChange,
  SubjectStatusUpdate,
} from '@daftar/contract';
import type { App } from '../../app-instance';
import type { Db } from '../../db/database';
import { quotaOf } from '../catalogue/catalogue.service';
import { waitlistPlaces, type ClosedPlace, type WaitlistChange } from '../seats/seats.service';
import { createQuotaBatcher } from './quota-batcher';
import { ADMINS_ROOM, advisorRoom, openLiveServer, userRoom } from './live-server';

/** What the sockets carry; sent only after the change has committed. */
export interface LiveEvents {
  seatsChanged(subjectIds: number[]): void;
  subjectsDecided(updates: SubjectStatusUpdate[]): void;
  reviewQueueChanged(registrationId: number): Promise<void>;
  /**
   * Waiting students hear their new places (or why a seat passed them by), promoted students
   * their seat, the subjects' seat counts are sent, and advisors hear of subjects that joined a
   * registration under review.
   */
  waitlistsChanged(change: WaitlistChange): Promise<void>;
  /** Students still waiting when their period closed hear that their waitlist closed. */
  waitlistsClosed(places: ClosedPlace[]): void;
  /** The user's sessions ended (logout): their sockets, on every process, are closed at once. */
  sessionsEnded(userId: number): void;
  /** Notifications stored for people: each reaches the bell of every browser of its person. */
  notificationsAdded(notifications: InboxNotification[]): void;
  /** A person read or cleared notifications: their other browsers follow. */
  notificationsChanged(userId: number, change: NotificationsChange): void;
  /** A hold on the student was placed or released: every browser of theirs reads its holds again. */
  holdsChanged(studentId: number): void;
  /** Whether an admin has a socket open to this process. */
  adminsConnected(): boolean;
  /**
   * The registrar's dashboard figures, to the admins connected to this process only: some are
   * this process's own counts, and each browser should follow one process's.
   */
  liveFiguresUpdated(figures: LiveFigures): void;
  /**
   * Where the admission queue stands, to this process's browsers: every process reads the shared
   * queue and tells its own, so nobody hears it twice.
   */
  gateProgress(progress: GateProgress): void;
}

/** What each committed change sends to the sockets (live.consumers.ts calls these). */
export async function attachLiveEvents(
  app: App,
  options: Parameters<typeof openLiveServer>[1] & { db: Db },
): Promise<LiveEvents> {
  const { config, db, metrics } = options;
  const io = await openLiveServer(app, options);

  const batcher = createQuotaBatcher({
    windowMs: config.QUOTA_EVENT_WINDOW_MS,
    settleMs: Math.max(1000, 4 * config.QUOTA_EVENT_WINDOW_MS),
    load: (subjectIds) => quotaOf(db, subjectIds),
    emit: (updates) => io.emit('quotaUpdated', updates),
    onError: (error) => app.log.error({ err: error }, 'could not send seat counts'),
  });

  // Closing the transports (not disconnecting the sockets) tells clients the server went away,
  // so they reconnect by themselves, with back-off, to whichever process is up next.
  app.addHook('preClose', async () => {
    batcher.stop();
    io.engine.close();
  });

  const events: LiveEvents = {
    seatsChanged: (subjectIds) => batcher.add(subjectIds),
    subjectsDecided(updates) {
      for (const update of updates)
        io.to(userRoom(update.userId)).emit('subjectStatusUpdated', update);
    },
    async reviewQueueChanged(registrationId) {
      const row = await db
        .selectFrom('registrations as r')
        .innerJoin('users as u', 'u.id', 'r.student_id')
        .select('u.advisor_id')
        .where('r.id', '=', registrationId)
        .executeTakeFirst();
      const rooms = row?.advisor_id ? [ADMINS_ROOM, advisorRoom(row.advisor_id)] : [ADMINS_ROOM];
      io.to(rooms).emit('reviewQueueChanged', { registrationId });
    },
    async waitlistsChanged(change) {
      // Every committed change of waitlists, from every path that frees seats, is published here.
      metrics.waitlistMoved(change.promoted.length, change.skipped);
      const subjectIds = [...new Set(change.subjectIds)];
      events.seatsChanged([...subjectIds, ...change.seatsChanged]);
      if (subjectIds.length === 0) return;
      const [places, subjects] = await Promise.all([
        waitlistPlaces(db, { subjectIds }),
        db
          .selectFrom('subjects')
          .select(['id', 'code', 'name', 'name_ms'])
          .where('id', 'in', subjectIds)
          .execute(),
      ]);
      // Each student hears why a seat passed them by in the language they chose.
      const skipped = [
        ...new Set(places.filter((p) => p.skippedBecause('en')).map((p) => p.studentId)),
      ];
      const inMalay = new Set(
        skipped.length === 0
          ? []
          : (
              await db
                .selectFrom('users')
                .select('id')
                .where('id', 'in', skipped)
                .where('language', '=', 'ms')
                .execute()
            ).map((u) => u.id),
      );
      for (const place of places) {
        const {
          studentId,
          sectionId: _section,
          swapSubjectId: _swap,
          skippedBecause,
          ...update
        } = place;
        io.to(userRoom(studentId)).emit('waitlistUpdated', {
          ...update,
          skippedBecause: skippedBecause(inMalay.has(studentId) ? 'ms' : 'en'),
          promoted: false,
          closed: false,
        });
      }
      for (const promoted of change.promoted) {
        const subject = subjects.find((s) => s.id === promoted.subjectId);
        if (!subject) continue;
        io.to(userRoom(promoted.studentId)).emit('waitlistUpdated', {
          subjectId: subject.id,
          code: subject.code,
          name: subject.name,
          nameMs: subject.name_ms,
          position: 0,
          of: places.filter((p) => p.subjectId === subject.id).length,
          promoted: true,
          closed: false,
          skippedBecause: null,
        });
        if (promoted.underReview) await events.reviewQueueChanged(promoted.registrationId);
      }
    },
    waitlistsClosed(places) {
      for (const place of places) {
        io.to(userRoom(place.studentId)).emit('waitlistUpdated', {
          subjectId: place.subjectId,
          code: place.code,
          name: place.name,
          nameMs: place.nameMs,
          position: 0,
          of: 0,
          promoted: false,
          closed: true,
          skippedBecause: null,
        });
      }
      // Everyone sees nobody waiting any more.
      events.seatsChanged([...new Set(places.map((p) => p.subjectId))]);
    },
    // A socket is checked only when it connects: without this it would keep hearing the user's
    // events until its token expired. The Redis adapter carries the call to the other processes.
    sessionsEnded(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    notificationsAdded(notifications) {
      for (const notification of notifications)
        io.to(userRoom(notification.userId)).emit('notificationAdded', notification);
    },
    notificationsChanged(userId, change) {
      io.to(userRoom(userId)).emit('notificationsChanged', change);
    },
    holdsChanged(studentId) {
      io.to(userRoom(studentId)).emit('holdsChanged', { studentId });
    },
    adminsConnected: () => (io.of('/').adapter.rooms.get(ADMINS_ROOM)?.size ?? 0) > 0,
    gateProgress(progress) {
      io.local.emit('gateProgress', progress);
    },
    liveFiguresUpdated(figures) {
      io.local.to(ADMINS_ROOM).emit('liveFiguresUpdated', figures);
    },
  };
  return events;
}
