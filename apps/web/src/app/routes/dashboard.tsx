import '@/features/dashboard/i18n';
import '@/features/holds/i18n';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { allSettled, FirstReadings } from '@/components/first-readings';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useSession } from '@/features/auth/session-context';
import { HoldsNotice } from '@/features/holds/components/holds-notice';
import { periodQueryOptions } from '@/lib/api/get-period';
import { progressQueryOptions } from '@/lib/api/get-progress';
import { registrationStatusQueryOptions } from '@/lib/api/get-registration-status';
import { selectedSubjectsQueryOptions } from '@/lib/api/get-selected-subjects';
import { decodeToken, readToken } from '@/lib/session-token';
import { readAll } from '../first-screen-readings';
import { PageTitle } from './page-title';

const studentReadings = [
  periodQueryOptions(),
  registrationStatusQueryOptions(),
  selectedSubjectsQueryOptions(),
  // The programme progress card (issue 45): none for a student without a structure.
  progressQueryOptions(),
];
const reviewerReadings = [periodQueryOptions()];

/** On the first load, the router waits for these (whileStarting); the role is the token's. */
export function prepareDashboard(queryClient: QueryClient) {
  const token = readToken();
  const isStudent = token !== null && decodeToken(token)?.role === 'student';
  return readAll(queryClient, isStudent ? studentReadings : reviewerReadings);
}

export function DashboardRoute() {
  const { user, isAdmin } = useSession();
  const isStudent = !isAdmin && user?.role === 'student';
  const settled = useQueries({
    queries: isStudent ? studentReadings : reviewerReadings,
    combine: allSettled,
  });
  // ProtectedRoute renders this only with a user.
  if (!user) return null;
  return (
    <>
      <PageTitle page="dashboard" />
      <FirstReadings settled={settled}>
        <Dashboard user={user} isAdmin={isAdmin} notice={isStudent && <HoldsNotice />} />
      </FirstReadings>
    </>
  );
}
