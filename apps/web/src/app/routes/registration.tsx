import { useQueries } from '@tanstack/react-query';
import { allSettled, FirstReadings } from '@/components/first-readings';
import { useSession } from '@/features/auth/session-context';
import { subjectsQueryOptions } from '@/features/registration/api/get-subjects';
import { RegistrationPage } from '@/features/registration/components/registration-page';
import { noFilters } from '@/features/registration/subject-filters';
import { periodQueryOptions } from '@/lib/api/get-period';
import { registrationStatusQueryOptions } from '@/lib/api/get-registration-status';
import { selectedSubjectsQueryOptions } from '@/lib/api/get-selected-subjects';
import { PageTitle } from './page-title';

const { search: _search, ...unfiltered } = noFilters;
// The faculty list is not among them: it only fills a closed select, which moves nothing.
const readings = [
  periodQueryOptions(),
  registrationStatusQueryOptions(),
  selectedSubjectsQueryOptions(),
  subjectsQueryOptions(unfiltered),
];

export function RegistrationRoute() {
  const { user } = useSession();
  const settled = useQueries({ queries: readings, combine: allSettled });
  // RoleRoute renders this only for a signed-in student.
  if (!user) return null;
  return (
    <>
      <PageTitle page="registration" />
      <FirstReadings settled={settled}>
        <RegistrationPage userId={user.id} />
      </FirstReadings>
    </>
  );
}
