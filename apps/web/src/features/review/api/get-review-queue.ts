import {
  API,
  reviewQueuePageSchema,
  type reviewQueueQuerySchema,
  type ReviewQueuePage,
} from '@daftar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** What the queue is asked for, values parsed (`page` a number). */
export type ReviewQueueRequest = Partial<z.output<typeof reviewQueueQuerySchema>>;

/** The query string of a queue request: only the values given, in a stable order. */
export function reviewQueueSearch(query: ReviewQueueRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function getReviewQueue(query: ReviewQueueRequest): Promise<ReviewQueuePage> {
  return reviewQueuePageSchema.parse(await http.get(API.reviewQueue + reviewQueueSearch(query)));
}

/** One page of the review queue as searched, filtered and sorted, with the counts per status. */
export const reviewQueueQueryOptions = (query: ReviewQueueRequest) =>
  queryOptions({
    queryKey: queryKeys.reviewQueue(query),
    queryFn: () => getReviewQueue(query),
    // A new page or filter keeps the rows shown until its own arrive, so nothing jumps.
    placeholderData: keepPreviousData,
  });

export function useReviewQueue(query: ReviewQueueRequest) {
  return useQuery(reviewQueueQueryOptions(query));
}
