import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';
import { FullPageSpinner } from '../full-page-spinner';
import { SessionError } from './session-error';

/** Lets only a signed-in user through; everyone else goes to /auth. */
export function ProtectedRoute() {
  const { user, isLoading, error } = useSession();
  if (isLoading) return <FullPageSpinner />;
  if (error) return <SessionError />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <Outlet />;
}
