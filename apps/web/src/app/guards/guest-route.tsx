import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';

/**
 * The sign-in and sign-up pages: a signed-in user goes to the dashboard. While the session loads
 * the page shows (its submit button waits), so the form appears at once.
 */
export function GuestRoute() {
  const { user } = useSession();
  if (user) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
