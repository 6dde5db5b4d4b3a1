import { API, type User } from '@daftar/contract';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { clearToken } from '@/lib/session-token';
import { loadAuthSchemas } from '../load-auth-schemas';

/** The signed-in user, or null when the server no longer accepts the token (spec section 7). */
export async function getUser(): Promise<User | null> {
  try {
    const [{ userSchema }, reply] = await Promise.all([loadAuthSchemas(), http.get(API.user)]);
    return userSchema.parse(reply);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      // A 401 ends the session silently: no toast, the guards take the visitor to /auth.
      clearToken();
      return null;
    }
    throw error;
  }
}

/** Only asked while a token exists; every other query default is spec section 9's. */
export const userQueryOptions = (hasToken: boolean) =>
  queryOptions({ queryKey: queryKeys.user, queryFn: getUser, enabled: hasToken });
