import '@/features/review/i18n';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { allSettled, FirstReadings } from '@/components/first-readings';
import { useSession } from '@/features/auth/session-context';
import { pendingRegistrationsQueryOptions } from '@/features/review/api/get-pending-registrations';
import { reviewQueueQueryOptions } from '@/features/review/api/get-review-queue';
import { REGISTRATION_PARAM, ReviewPage } from '@/features/review/components/review-page';
import { parseQueueParams, queueQuery } from '@/features/review/queue-params';
import { readAll } from '../first-screen-readings';
import { PageTitle } from './page-title';

// The registrar's setup checklist, with the registrar's copy: lecturers never load either.
const SetupChecklistCard = lazy(async () => {
  await import('@/features/registrar/i18n');
  const { SetupChecklistCard } = await import('@/features/registrar/components/setup-checklist');
  return { default: SetupChecklistCard };
});

/**
 * What the page shows at once at an address: the queue it names, and the header's count of
 * waiting registrations. An open registration's detail shows its own loading state.
 */
function firstReadings(search: URLSearchParams) {
  const waiting = pendingRegistrationsQueryOptions();
  if (search.has(REGISTRATION_PARAM)) return [waiting];
  return [waiting, reviewQueueQueryOptions(queueQuery(parseQueueParams(search)))];
}

/** On the first load, the router waits for these (whileStarting). */
export const prepareReview = (queryClient: QueryClient, search: URLSearchParams) =>
  readAll(queryClient, firstReadings(search));

export function ReviewRoute() {
  const { isAdmin } = useSession();
  const [searchParams] = useSearchParams();
  // The readings of the address the page opened at: the queue's later searches and pages keep
  // their rows on screen while the next arrive, and must not hide the page.
  const [queries] = useState(() => firstReadings(searchParams));
  const settled = useQueries({ queries, combine: allSettled });
  return (
    <>
      <PageTitle page="review" />
      {isAdmin && (
        <Suspense>
          <div className="empty:hidden">
            <SetupChecklistCard />
          </div>
        </Suspense>
      )}
      <FirstReadings settled={settled}>
        <ReviewPage />
      </FirstReadings>
    </>
  );
}
