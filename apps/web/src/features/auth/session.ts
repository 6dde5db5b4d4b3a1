import type { User } from '@daftar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { clearToken, storeToken } from '@/lib/session-token';

/** Set while the session came from the university's sign-in, whose sign-out ends there too. */
const UNIVERSITY_SESSION_KEY = 'daftar.universitySession';

/** Begins a session after login or sign-up, dropping anything cached for a previous user. */
export function startSession(
  queryClient: QueryClient,
  token: string,
  user: User,
  { viaUniversity = false } = {},
) {
  queryClient.removeQueries();
  if (viaUniversity) localStorage.setItem(UNIVERSITY_SESSION_KEY, '1');
  else localStorage.removeItem(UNIVERSITY_SESSION_KEY);
  // The user is known already, so the user query must not fetch it again when it is enabled.
  queryClient.setQueryData(queryKeys.user, user);
  storeToken(token);
}

/**
 * Forgets the token and every cached reply (logout, expiry); true when the session came from the
 * university's sign-in.
 */
export function endSession(queryClient: QueryClient): boolean {
  const viaUniversity = localStorage.getItem(UNIVERSITY_SESSION_KEY) !== null;
  localStorage.removeItem(UNIVERSITY_SESSION_KEY);
  clearToken();
  queryClient.removeQueries();
  return viaUniversity;
}
