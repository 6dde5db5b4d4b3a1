import type { ErrorBody } from '@daftar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/app-error';

interface Problem {
  status: number;
  body: ErrorBody;
}

const FASTIFY_ERRORS: Record<string, Problem> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: { error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { error: 'Send the request body as application/json.', code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { error: 'The request body length is wrong.', code: 'INVALID_JSON' },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { error: 'The request body is empty.', code: 'INVALID_JSON' },
  },
};

/** Turns every failure into decisions.md section 3's `{ error, code }`; 5xx details stay here. */
export function describeError(error: FastifyError): Problem {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[field] ??= issue.message ?? 'This value is not valid.';
    }
    const first = error.validation[0]?.message ?? 'The request is not valid.';
    return { status: 400, body: { error: first, code: 'VALIDATION_ERROR', fields } };
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error.statusCode === 429) {
    return { status: 429, body: { error: error.message, code: 'RATE_LIMITED' } };
  }
  if (
    error.statusCode === 400 &&
    (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))
  ) {
    return {
      status: 400,
      body: { error: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        error: 'The service is briefly unavailable. Please try again.',
        code: 'SERVICE_UNAVAILABLE',
      },
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: { error: 'The request is not valid.', code: 'VALIDATION_ERROR' },
    };
  }
  return {
    status: 500,
    body: { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' },
  };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = describeError(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    if (problem.status === 503) reply.header('retry-after', '5');
    return reply.status(problem.status).send(problem.body);
  });
}
