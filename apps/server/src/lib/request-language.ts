import { languageOfAcceptLanguage, type Language } from '@daftar/contract';
import type { FastifyRequest } from 'fastify';

/** The language a request's replies are worded in: its `Accept-Language`, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOfAcceptLanguage(request.headers['accept-language']);
}
