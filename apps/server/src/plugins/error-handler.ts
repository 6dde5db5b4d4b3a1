import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@daftar/contract';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isForeignKeyViolation } from '../db/errors';
import { AppError } from '../lib/app-error';
import { API_HEADERS, setApiHeaders } from './security-headers';

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
  // The router's refusals; Fastify's own replies to them echo the URL.
  FST_ERR_BAD_URL: {
    status: 400,
    body: { error: 'The address is not valid.', code: 'MALFORMED_REQUEST' },
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    body: { error: 'The address is too long.', code: 'URI_TOO_LONG' },
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
  // The last guard behind the services' own checks: an id in the request that names nothing is
  // the caller's mistake, never a 500.
  if (isForeignKeyViolation(error)) {
    return {
      status: 400,
      body: { error: 'The request names a record that does not exist.', code: 'VALIDATION_ERROR' },
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
  app.setErrorHandler((error: FastifyError, request, reply) => sendProblem(error, request, reply));
}

/**
 * Fastify's `frameworkErrors`: the router's refusals (a malformed or too long URL) reach neither
 * the hooks nor the error handler, so they get the API's headers and the request id here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  setApiHeaders(reply);
  reply.header('x-request-id', request.id);
  sendProblem(error, request, reply);
}

function sendProblem(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem = describeError(error);
  if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
  if (problem.status === 503) reply.header('retry-after', '5');
  return reply.status(problem.status).send(problem.body);
}

/** A whole HTTP response written straight to the socket: no request exists to reply through. */
function rawResponse({ status, body }: Problem): string {
  const json = JSON.stringify(body);
  const headers = [
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(json))],
    ['connection', 'close'],
    ...API_HEADERS,
  ];
  const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${json}`;
}

const MALFORMED_HTTP_RESPONSE = rawResponse({
  status: 400,
  body: { error: 'The request is malformed.', code: 'MALFORMED_REQUEST' },
});
const CONNECTION_ERROR_RESPONSES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: rawResponse({
    status: 431,
    body: { error: 'The request headers are too large.', code: 'HEADERS_TOO_LARGE' },
  }),
  ERR_HTTP_REQUEST_TIMEOUT: rawResponse({
    status: 408,
    body: { error: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' },
  }),
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (malformed HTTP, headers or a
 * request line past Node's size limit, a request too slow to arrive) is answered in our shape.
 */
export function answerConnectionError(error: ConnectionError, socket: Socket) {
  // A reset connection is gone; there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    socket.write(CONNECTION_ERROR_RESPONSES[error.code] ?? MALFORMED_HTTP_RESPONSE);
  }
  socket.destroy(error);
}
