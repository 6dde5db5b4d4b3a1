import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { decodeToken, readToken, subscribeToken } from '@/lib/session-token';
import { userQueryOptions } from './api/get-user';
import { useFirstScreenHint } from './first-screen-hint';
import { endSession } from './session';
import { SessionContext, type Session } from './session-context';
import { useAccountLanguage } from './use-account-language';

// setTimeout holds at most a 32-bit delay; a longer-lived token is checked again when it fires.
const MAX_TIMER_MS = 2_147_483_647;
const EXPIRY_MARGIN_MS = 1000;

/** Provides the session: the stored token, its claims and the user it belongs to. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, readToken, () => null);
  const claims = token ? decodeToken(token) : null;
  const userQuery = useQuery(userQueryOptions(token !== null));
  const expiresAt = claims ? claims.exp * 1000 : null;

  // The token also ends while the app is open, when its expiry passes.
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(
      () => {
        if (readToken() === null) endSession(queryClient);
      },
      // A moment past the expiry, so the check above finds the token expired rather than early.
      Math.min(Math.max(expiresAt - Date.now(), 0) + EXPIRY_MARGIN_MS, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, queryClient]);

  const signedIn = token !== null;
  const { data, isPending, error, refetch } = userQuery;
  const isAdmin = claims?.role === 'admin';
  const session = useMemo<Session>(
    () => ({
      user: signedIn ? (data ?? null) : null,
      isLoading: signedIn && isPending,
      isAdmin: signedIn && isAdmin,
      error: signedIn ? error : null,
      retry: () => void refetch(),
    }),
    [signedIn, data, isPending, isAdmin, error, refetch],
  );

  useAccountLanguage(session.user);
  useFirstScreenHint(signedIn, session.user, expiresAt);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
