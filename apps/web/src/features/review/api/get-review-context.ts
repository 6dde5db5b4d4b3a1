import { API, reviewContextSchema, type ReviewContext } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export async function getReviewContext(id: number): Promise<ReviewContext> {
  return reviewContextSchema.parse(await http.get(API.reviewContext(id)));
}

/** What bears on deciding a registration: the student, credits, prerequisites, seats, clashes. */
export const reviewContextQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.reviewContext(id), queryFn: () => getReviewContext(id) });

export function useReviewContext(id: number) {
  return useQuery(reviewContextQueryOptions(id));
}
