import {
  API,
  adminAnnouncementSchema,
  announcementSchema,
  createAnnouncementBodySchema,
  errorBodySchema,
  idParamSchema,
  setupChecklistSchema,
  sitePageSchema,
  sitePageSlugSchema,
  updateAnnouncementBodySchema,
  updateSitePageBodySchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import * as announcements from './announcements.service';
import { setupChecklist } from './setup.service';
import { sitePage, writeSitePage } from './site-pages.service';

const idParams = z.object({ id: idParamSchema });
const slugParams = z.object({ slug: sitePageSlugSchema });
const refusals = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * The registrar's words to everyone (issue 42): announcements on the dashboard, the footer's
 * public pages, and the checklist of a new university's setup.
 */
export const contentRoutes = routesPlugin(
  { name: 'content-routes', dependencies: ['core', 'auth'] },
  async (app) => {
    const { database, auth } = app;
    const { db } = database;
    const admin = auth.require('admin');

    app.get(API.announcements, {
      onRequest: auth.require(),
      schema: { response: { 200: z.array(announcementSchema) } },
      handler: () => announcements.listPublishedAnnouncements(db),
    });

    app.get(API.adminAnnouncements, {
      onRequest: admin,
      schema: { response: { 200: z.array(adminAnnouncementSchema) } },
      handler: () => announcements.listAdminAnnouncements(db),
    });

    app.post(API.adminAnnouncements, {
      onRequest: admin,
      schema: {
        body: createAnnouncementBodySchema,
        response: { 201: adminAnnouncementSchema, ...refusals },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await announcements.createAnnouncement(database, currentUser(request).id, request.body),
          ),
    });

    app.patch('/api/admin/announcements/:id', {
      onRequest: admin,
      schema: {
        params: idParams,
        body: updateAnnouncementBodySchema,
        response: { 200: adminAnnouncementSchema, ...refusals },
      },
      handler: (request) =>
        announcements.updateAnnouncement(
          database,
          currentUser(request).id,
          request.params.id,
          request.body,
        ),
    });

    // Retiring keeps the announcement (the trail points at it) but takes it off every dashboard.
    app.delete('/api/admin/announcements/:id', {
      onRequest: admin,
      schema: { params: idParams, response: { 200: adminAnnouncementSchema, ...refusals } },
      handler: (request) =>
        announcements.retireAnnouncement(database, currentUser(request).id, request.params.id),
    });

    // Public: the privacy notice and the terms must be readable before anyone signs up.
    app.get('/api/pages/:slug', {
      schema: { params: slugParams, response: { 200: sitePageSchema, ...refusals } },
      handler: (request) => sitePage(db, request.params.slug),
    });

    app.put('/api/admin/pages/:slug', {
      onRequest: admin,
      schema: {
        params: slugParams,
        body: updateSitePageBodySchema,
        response: { 200: sitePageSchema, ...refusals },
      },
      handler: (request) =>
        writeSitePage(database, currentUser(request).id, request.params.slug, request.body),
    });

    app.get(API.adminSetup, {
      onRequest: admin,
      schema: { response: { 200: setupChecklistSchema } },
      handler: () => setupChecklist(db),
    });
  },
);
