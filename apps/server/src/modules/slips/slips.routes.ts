import {
  API,
  errorBodySchema,
  idParamSchema,
  slipCodeParamsSchema,
  slipVerificationSchema,
  studentSlipQuerySchema,
} from '@daftar/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { publicOrigin } from '../../lib/public-origin';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { createSlipPrinter } from './slip-printer';
import { attachmentDisposition } from './slips.rules';
import { reviewerSlip, studentSlip, verifySlip, type SlipFile } from './slips.service';

// Sent as application/pdf; the schema only describes it.
const pdfReply = z.string().describe('The registration slip, an A4 PDF (application/pdf)');

/** Checks of a slip's code from one address per minute: plenty for an office, too few to guess. */
const VERIFICATIONS_PER_ADDRESS_PER_MINUTE = 60;

function sendPdf(reply: FastifyReply, { pdf, filename }: SlipFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(filename))
    .send(pdf);
}

/** The slip is worded in the language of whoever asks for it: their account's, else the browser's. */
function slipLanguage(request: FastifyRequest) {
  return currentUser(request).language ?? requestLanguage(request);
}

/** The registration slip and its public verification (issue 22). */
export const slipsRoutes = routesPlugin(
  { name: 'slips-routes', dependencies: ['core', 'auth', 'rate-limits'] },
  async (app) => {
    const { config, database, auth } = app;
    const { db } = database;
    const printer = createSlipPrinter(config.SLIP_RENDER_THREADS);
    app.addHook('onClose', () => printer.close());
    const making = (request: FastifyRequest) => ({
      config,
      printer,
      origin: publicOrigin(config, request),
    });
    // Per person, not per address: a faculty's lab shares one address (decision 005). After the
    // sign-in check, which names the person.
    const perPerson = app.rateLimit({
      name: 'slips',
      max: config.SLIP_REQUESTS_PER_MINUTE,
      windowSeconds: 60,
      key: (request) => `slip-user:${currentUser(request).id}`,
    });

    app.get(API.registrationSlip, {
      onRequest: auth.require('student'),
      preHandler: perPerson,
      schema: {
        querystring: studentSlipQuerySchema,
        response: {
          200: pdfReply,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
      handler: async (request, reply) =>
        sendPdf(
          reply,
          await studentSlip(
            db,
            making(request),
            currentUser(request),
            slipLanguage(request),
            request.query.registrationId,
          ),
        ),
    });

    app.get('/api/admin/registrations/:id/slip.pdf', {
      onRequest: auth.require('lecturer', 'admin'),
      preHandler: perPerson,
      schema: {
        params: z.object({ id: idParamSchema }),
        response: {
          200: pdfReply,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
      handler: async (request, reply) =>
        sendPdf(
          reply,
          await reviewerSlip(
            db,
            making(request),
            currentUser(request),
            slipLanguage(request),
            request.params.id,
          ),
        ),
    });

    app.get('/api/verify/:code', {
      onRequest: app.rateLimit({
        name: 'slip-verifications',
        max: VERIFICATIONS_PER_ADDRESS_PER_MINUTE,
        windowSeconds: 60,
      }),
      schema: {
        params: slipCodeParamsSchema,
        response: { 200: slipVerificationSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
      handler: (request) => verifySlip(db, request.params.code),
    });
  },
);
