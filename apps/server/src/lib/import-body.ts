import { peopleImportJsonSchema } from '@daftar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

// The bodies of the people imports (the roll, the staff list) and of the bursary's holds: CSV as
// bytes or a JSON array of rows, each import reading its own columns.

/** CSV bytes, or a JSON array of objects with the same columns. */
export type PeopleBody = Uint8Array | Record<string, string | number | null>[];

/** The body as CSV bytes, or the JSON array checked against its one schema. */
export function peopleBody(request: FastifyRequest): PeopleBody {
  if (request.body instanceof Uint8Array) return request.body;
  const parsed = peopleImportJsonSchema.safeParse(request.body);
  if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR');
  return parsed.data;
}

/**
 * A scope's bodies as an import reads them: CSV as raw bytes (so a file that is not UTF-8 is
 * reported, as the catalogue's is), JSON as the app reads it, anything else refused. The bursary's
 * holds are pushed the same way (issue 44).
 */
export function acceptImportBodies(scope: FastifyInstance) {
  scope.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE'), undefined),
  );
}
