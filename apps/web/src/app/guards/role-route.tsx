import type { Role } from '@daftar/contract';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';

/** Inside ProtectedRoute: a user of any other role is sent to the dashboard. */
export function RoleRoute({ roles }: { roles: readonly Role[] }) {
  const { user } = useSession();
  if (!user || !roles.includes(user.role)) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
