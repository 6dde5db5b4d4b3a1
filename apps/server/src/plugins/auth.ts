import type { Role, User } from '@daftar/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { servicePlugin } from '../app-instance';
import { forbidden, unauthenticated } from '../lib/app-error';
import type { TokenService } from '../lib/tokens';
import { sessionUsers, type SessionUsers } from '../modules/accounts/accounts.service';

export type AuthUser = User;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Resolves a token to its user. The role comes from the database, not the token, so a role
 * change counts at once; a token older than the user's last logout is refused.
 */
export async function userFromToken(
  users: SessionUsers,
  tokens: TokenService,
  token: string,
): Promise<AuthUser | null> {
  const claims = tokens.verify(token);
  return claims ? users(Number(claims.sub), claims.ver) : null;
}

export interface AuthGuards {
  /** Sets `request.user` when a valid token is sent; never refuses. */
  optional: onRequestAsyncHookHandler;
  /** Requires a signed-in user, and one of `roles` when given (401, then 403). */
  require(...roles: Role[]): onRequestAsyncHookHandler;
}

export function createAuthGuards(users: SessionUsers, tokens: TokenService): AuthGuards {
  async function resolve(request: FastifyRequest) {
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await userFromToken(users, tokens, token) : null;
  }
  return {
    optional: resolve,
    require: (...roles) =>
      async function requireUser(request) {
        await resolve(request);
        if (!request.user) throw unauthenticated();
        if (roles.length > 0 && !roles.includes(request.user.role)) throw forbidden();
      },
  };
}

/** The signed-in user of a request that passed `require()`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthGuards;
    /** Finds the user a token was signed for, while its session is still valid. */
    sessionUsers: SessionUsers;
  }
}

export const authPlugin = servicePlugin({ name: 'auth', dependencies: ['core'] }, (app) => {
  const users = sessionUsers(app.database);
  app.decorate('sessionUsers', users);
  app.decorate('auth', createAuthGuards(users, app.tokens));
});
