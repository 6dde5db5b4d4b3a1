import '@/features/review/i18n';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { allSettled, FirstReadings } from '@/components/first-readings';
import { pendingRegistrationsQueryOptions } from '@/features/review/api/get-pending-registrations';
import { reviewQueueQueryOptions } from '@/features/review/api/get-review-queue';
import { REGISTRATION_PARAM, ReviewPage } from '@/features/review/components/review-page';
import { parseQueueParams, queueQuery } from '@/features/review/queue-params';
import { readAll } from '../first-screen-readings';
import { PageTitle } from './page-title';

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
  const [searchParams] = useSearchParams();
  // The readings of the address the page opened at: the queue's later searches and pages keep
  // their rows on screen while the next arrive, and must not hide the page.
  const [queries] = useState(() => firstReadings(searchParams));
  const settled = useQueries({ queries, combine: allSettled });
  return (
    <>
      <PageTitle page="review" />
      <FirstReadings settled={settled}>
        <ReviewPage />
      </FirstReadings>
    </>
  );
}
