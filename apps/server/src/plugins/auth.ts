import type { Role, User } from '@daftar/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { servicePlugin } from '../app-instance';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import type { TokenService } from '../lib/tokens';
import { sessionUsers, type SessionUsers } from '../modules/accounts/accounts.service';
import { isApiTokenCredential } from '../modules/api-tokens/api-tokens.service';

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
  /**
   * Requires a signed-in user, and one of `roles` when given (401, then 403); an API token is
   * refused (403 API_TOKEN_NOT_ALLOWED).
   */
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
        // A records-system token opens only the routes that say so (`adminOrToken`), and is
        // told so here rather than "please sign in", which its job cannot do.
        const token = bearerToken(request.headers.authorization);
        if (token && isApiTokenCredential(token)) throw new AppError(403, 'API_TOKEN_NOT_ALLOWED');
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
