import type { User } from '@daftar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { clearToken, storeToken } from '@/lib/session-token';

/** Begins a session after login or sign-up, dropping anything cached for a previous user. */
export function startSession(queryClient: QueryClient, token: string, user: User) {
  queryClient.removeQueries();
  // The user is known already, so the user query must not fetch it again when it is enabled.
  queryClient.setQueryData(queryKeys.user, user);
  storeToken(token);
}

/** Forgets the token and every cached reply (logout, expiry). */
export function endSession(queryClient: QueryClient) {
  clearToken();
  queryClient.removeQueries();
}
