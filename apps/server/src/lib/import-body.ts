import { PEOPLE_IMPORT_LIMITS, peopleImportJsonSchema } from '@daftar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';
import { SpooledBody } from './spooled-body';

/** An import's body as sent: a CSV stream (kept on disk as it is read), or a JSON array of objects. */
export type ImportBody = SpooledBody | Record<string, string | number | null>[];

/**
 * Makes a route scope take an import's body: CSV as a stream of raw bytes, read row by row as it
 * arrives (so a file of any length is never held whole, and one that is not UTF-8 is reported);
 * JSON as the app reads it, within the body limit; anything else refused with 415.
 */
export function acceptImportBodies(
  scope: FastifyInstance,
  maxBytes: number = PEOPLE_IMPORT_LIMITS.maxBytes,
) {
  scope.addContentTypeParser('text/csv', (request, payload, done) => {
    const length = Number(request.headers['content-length']);
    if (length > maxBytes) return done(new AppError(413, 'PAYLOAD_TOO_LARGE'), undefined);
    done(null, new SpooledBody(payload, maxBytes));
  });
  scope.addHook('onResponse', async (request) => {
    if (request.body instanceof SpooledBody) await request.body.close();
  });
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE'), undefined),
  );
}

/** The body as a CSV stream, or the JSON array checked against the import's schema. */
export function importBody(
  request: FastifyRequest,
  jsonSchema: z.ZodType<Exclude<ImportBody, SpooledBody>> = peopleImportJsonSchema,
): ImportBody {
  if (request.body instanceof SpooledBody) return request.body;
  const parsed = jsonSchema.safeParse(request.body);
  if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR');
  return parsed.data;
}
