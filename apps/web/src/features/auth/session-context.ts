import type { User } from '@daftar/contract';
import { createContext, useContext } from 'react';

export interface Session {
  /** The signed-in user; null while loading or when signed out. */
  user: User | null;
  /** A token exists and its user is being fetched. */
  isLoading: boolean;
  /** True only when the token's role claim is `admin` (spec section 5). */
  isAdmin: boolean;
  /** Why the user could not be loaded, other than a 401 (which simply signs out). */
  error: Error | null;
  retry: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
