import { API, historyEntrySchema, type HistoryEntry } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const historySchema = z.array(historyEntrySchema);

export async function getHistory(): Promise<HistoryEntry[]> {
  return historySchema.parse(await http.get(API.history));
}

export const historyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.history, queryFn: getHistory });

/** The student's submitted registrations of every period, newest first. */
export function useHistory() {
  return useQuery(historyQueryOptions());
}
