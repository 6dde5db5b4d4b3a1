import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Where the person reached the app, for the links a reply carries (a slip's QR code, a calendar
 * feed): PUBLIC_URL when set, else the scheme and host of this request, which with TRUST_PROXY
 * are the proxy's X-Forwarded-Proto and X-Forwarded-Host (Fastify's trustProxy). A forged Host
 * only changes the links in the forger's own reply.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  return config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}

/** The app's address in emails, which no request carries: PUBLIC_URL, else this machine's port. */
export function emailOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
