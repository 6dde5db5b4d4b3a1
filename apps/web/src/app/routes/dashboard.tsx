import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useSession } from '@/features/auth/session-context';
import { PageTitle } from './page-title';

export function DashboardRoute() {
  const { user, isAdmin } = useSession();
  // ProtectedRoute renders this only with a user.
  if (!user) return null;
  return (
    <>
      <PageTitle page="dashboard" />
      <Dashboard user={user} isAdmin={isAdmin} />
    </>
  );
}
