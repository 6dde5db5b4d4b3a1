import { useReviewQueue } from '../api/get-review-queue';
import { queueQuery, type QueueParams } from '../queue-params';

/** As many waiting registrations as one request may bring: an advisor's whole queue. */
const LOOK_AHEAD = 100;

/**
 * The waiting registration after `currentId` in the reviewer's queue (its search, year and order
 * kept, from its start, whichever page is shown), or the first one waiting once the current one
 * has left the queue.
 */
export function useNextWaiting(queue: QueueParams, currentId: number) {
  const { data } = useReviewQueue({
    ...queueQuery({ ...queue, status: 'waiting', page: 1 }),
    pageSize: LOOK_AHEAD,
  });
  const items = data?.items ?? [];
  const index = items.findIndex((item) => item.id === currentId);
  return (index === -1 ? items[0] : items[index + 1]) ?? null;
}
