import { useDeferredValue } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';
import { FullPageSpinner } from '../full-page-spinner';
import { SessionError } from './session-error';

/** Lets only a signed-in user through; everyone else goes to /auth. */
export function ProtectedRoute() {
  // Letting the user in builds the whole signed-in frame and its page. The session's reply comes
  // as an urgent update, which React renders in one piece: about 200 ms of a phone's main thread.
  // Deferred, that render is a transition, which React builds in slices the phone stays
  // responsive between.
  const { user, isLoading, error } = useDeferredValue(useSession());
  if (isLoading) return <FullPageSpinner />;
  if (error) return <SessionError />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <Outlet />;
}
