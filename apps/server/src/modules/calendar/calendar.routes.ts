import {
  API,
  calendarFeedParamsSchema,
  calendarSubscriptionSchema,
  errorBodySchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { publicOrigin } from '../../lib/public-origin';
import { currentUser } from '../../plugins/auth';
import { calendarSubscription, renewCalendarSubscription, timetableFeed } from './calendar.service';

// Sent as text/calendar; the schema only describes it.
const icsReply = z.string().describe('The timetable, an iCalendar file (text/calendar)');

/** The timetable as a calendar feed (issue 22, decision 016). */
export const calendarRoutes = routesPlugin(
  { name: 'calendar-routes', dependencies: ['core', 'auth', 'rate-limits'] },
  async (app) => {
    const { config, database, auth } = app;
    const { db } = database;

    app.get(API.calendarToken, {
      onRequest: auth.require('student'),
      schema: { response: { 200: calendarSubscriptionSchema } },
      handler: (request) =>
        calendarSubscription(db, publicOrigin(config, request), currentUser(request).id),
    });

    app.post(API.calendarToken, {
      onRequest: auth.require('student'),
      schema: { response: { 201: calendarSubscriptionSchema } },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await renewCalendarSubscription(
              db,
              publicOrigin(config, request),
              currentUser(request).id,
            ),
          ),
    });

    // No sign-in: calendar apps cannot sign in, so the token in the address is the credential.
    app.get('/api/calendar/:token.ics', {
      onRequest: app.rateLimit({
        name: 'calendar-feeds',
        max: config.CALENDAR_FEED_REQUESTS_PER_MINUTE,
        windowSeconds: 60,
      }),
      schema: {
        params: calendarFeedParamsSchema,
        response: { 200: icsReply, 404: errorBodySchema, 429: errorBodySchema },
      },
      handler: async (request, reply) =>
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="daftar-timetable.ics"')
          // The feed is one person's timetable: no shared cache may keep it.
          .header('cache-control', 'private, no-cache')
          .send(await timetableFeed(db, request.params.token)),
    });
  },
);
