import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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
import { requestLanguage } from '../lib/request-language';
import { API_HEADERS, setApiHeaders } from './security-headers';

const FASTIFY_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError(413, 'PAYLOAD_TOO_LARGE'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError(400, 'INVALID_JSON', { context: 'length' }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError(400, 'INVALID_JSON', { context: 'empty' }),
  // The router's refusals; Fastify's own replies to them echo the URL.
  FST_ERR_BAD_URL: () => new AppError(400, 'MALFORMED_REQUEST', { context: 'address' }),
  FST_ERR_MAX_PARAM_LENGTH: () => new AppError(414, 'URI_TOO_LONG'),
};

/** Turns every failure into decisions.md section 3's `{ error, code, params }`; 5xx details stay here. */
export function describeError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[field] ??= issue.message ?? 'invalid';
    }
    const [first = '_'] = Object.keys(fields);
    // The sentence is the first field's message (`context: 'field'` names which).
    return new AppError(400, 'VALIDATION_ERROR', {
      context: 'field',
      params: { field: first },
      fields,
    });
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known();
  if (error.statusCode === 429) return new AppError(429, 'RATE_LIMITED');
  if (
    error.statusCode === 400 &&
    (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))
  ) {
    return new AppError(400, 'INVALID_JSON');
  }
  // The last guard behind the services' own checks: an id in the request that names nothing is
  // the caller's mistake, never a 500.
  if (isForeignKeyViolation(error)) {
    return new AppError(400, 'VALIDATION_ERROR', { context: 'unknownRecord' });
  }
  if (isDatabaseUnavailable(error)) return new AppError(503, 'SERVICE_UNAVAILABLE');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, 'VALIDATION_ERROR');
  }
  return new AppError(500, 'INTERNAL_ERROR');
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
  if (problem.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  if (problem.statusCode === 503) reply.header('retry-after', '5');
  return reply.status(problem.statusCode).send(problem.body(requestLanguage(request)));
}

/** A whole HTTP response written straight to the socket: no request exists to reply through. */
function rawResponse(problem: AppError): string {
  const status = problem.statusCode;
  const json = JSON.stringify(problem.body('en'));
  const headers = [
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(json))],
    ['connection', 'close'],
    ...API_HEADERS,
  ];
  const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${json}`;
}

// In English: the request's headers, its language among them, were never read.
const MALFORMED_HTTP_RESPONSE = rawResponse(new AppError(400, 'MALFORMED_REQUEST'));
const CONNECTION_ERROR_RESPONSES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: rawResponse(new AppError(431, 'HEADERS_TOO_LARGE')),
  ERR_HTTP_REQUEST_TIMEOUT: rawResponse(new AppError(408, 'REQUEST_TIMEOUT')),
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
