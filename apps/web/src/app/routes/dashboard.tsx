import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useSession } from '@/features/auth/session-context';

export function DashboardRoute() {
  const { user, isAdmin } = useSession();
  // ProtectedRoute renders this only with a user.
  if (!user) return null;
  return <Dashboard user={user} isAdmin={isAdmin} />;
}
