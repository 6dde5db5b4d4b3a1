import '@/features/registration/i18n';
import '@/features/holds/i18n';
import '@/features/plan/i18n';
import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { allSettled, FirstReadings } from '@/components/first-readings';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/session-context';
import { joinGateBeforeFirstRender, useAdmissionGate } from '@/features/gate/use-admission-gate';
import { HoldsNotice } from '@/features/holds/components/holds-notice';
import { planQueryOptions } from '@/features/plan/api/get-plan';
import { refreshRegistration } from '@/features/registration/api/refresh-registration';
import { subjectsQueryOptions } from '@/features/registration/api/get-subjects';
import { waitlistQueryOptions } from '@/features/registration/api/waitlist';
import { RegistrationPage } from '@/features/registration/components/registration-page';
import { noFilters } from '@/features/registration/subject-filters';
import { periodQueryOptions } from '@/lib/api/get-period';
import { progressQueryOptions } from '@/lib/api/get-progress';
import { registrationStatusQueryOptions } from '@/lib/api/get-registration-status';
import { selectedSubjectsQueryOptions } from '@/lib/api/get-selected-subjects';
import { signedInAdmission, signedInUserId } from '@/lib/admission';
import { lazyLoaded } from '@/lib/lazy-loaded';
import { queryKeys } from '@/lib/query-keys';
import { readAll } from '../first-screen-readings';
import { PageTitle } from './page-title';
import { RegistrationPlanCard } from '../plan-parts';

const { search: _search, ...unfiltered } = noFilters;
// The faculty list is not among them: it only fills a closed select, which moves nothing.
const readings = [
  periodQueryOptions(),
  registrationStatusQueryOptions(),
  selectedSubjectsQueryOptions(),
  subjectsQueryOptions(unfiltered),
  // Which subjects the student waits for: the catalogue marks them.
  waitlistQueryOptions(),
  // Where each subject counts, and the recommended subjects (issue 45).
  progressQueryOptions(),
  // The plan card's count of subjects to register (issue 48), so it does not grow once shown.
  planQueryOptions(),
];

// The admission gate's screens load only when a gate is on (issue 25): most days, never.
const WaitingRoom = lazyLoaded(
  async () => (await import('@/features/gate/components/waiting-room')).WaitingRoom,
);
const ExpiryWarning = lazy(async () => ({
  default: (await import('@/features/gate/components/expiry-warning')).ExpiryWarning,
}));

/**
 * On the first load, the router waits for these (whileStarting): the readings, and where the
 * student stands at the gate, unless an admission is held already (the page then shows at once).
 */
export function prepareRegistration(queryClient: QueryClient) {
  const userId = signedInUserId();
  // A student in the queue is shown the waiting page, whose code then comes with the answer.
  const gate =
    userId === null || signedInAdmission()
      ? null
      : joinGateBeforeFirstRender(userId).then(async (status) => {
          if (status.state === 'waiting') await WaitingRoom.preload();
        });
  return Promise.all([readAll(queryClient, readings), gate]);
}

export function RegistrationRoute() {
  const { user } = useSession();
  // RoleRoute renders this only for a signed-in student.
  if (!user) return null;
  return (
    <>
      <PageTitle page="registration" />
      <GatedRegistration userId={user.id} />
    </>
  );
}

/**
 * The registration page behind the admission gate: shown at once with an admission (or when
 * there is no gate), else the waiting page until the student's turn comes.
 */
function GatedRegistration({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { view, loss, admittedFromQueue, join } = useAdmissionGate(userId);
  const through = view.kind === 'open' || view.kind === 'admitted';
  // Read once the student may see the page: a waiting student's readings would be stale by then.
  const settled = useQueries({
    queries: readings.map((options) => ({ ...options, enabled: through })),
    combine: allSettled,
  });

  // Seat counts and the selection may have changed while the student waited.
  useEffect(() => {
    if (!admittedFromQueue) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.allSubjects });
    void refreshRegistration(queryClient);
  }, [admittedFromQueue, queryClient]);

  if (view.kind === 'checking') return <Waiting />;
  if (view.kind === 'waiting' || view.kind === 'failed') {
    return (
      <Suspense fallback={<Waiting />}>
        <WaitingRoom.Component
          place={view.kind === 'waiting' ? view.place : null}
          error={view.kind === 'failed' ? view.error : null}
          loss={loss}
          join={join}
        />
      </Suspense>
    );
  }
  return (
    <>
      <FirstReadings settled={settled}>
        <RegistrationPage
          userId={userId}
          notice={<HoldsNotice />}
          plan={<RegistrationPlanCard />}
          // An admitted student's turn is short: registering their plan is offered before all else.
          planFirst={view.kind === 'admitted'}
        />
      </FirstReadings>
      {view.kind === 'admitted' && (
        <Suspense fallback={null}>
          <ExpiryWarning admission={view.admission} />
        </Suspense>
      )}
    </>
  );
}

function Waiting() {
  return (
    // As FirstReadings holds a screen back: the footer stays out of sight.
    <div className="flex min-h-svh justify-center pt-[25svh]">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
