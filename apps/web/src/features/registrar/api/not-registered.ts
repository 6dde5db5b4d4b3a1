import { API, notRegisteredListSchema, type NotRegisteredList } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download-file';
import { http } from '@/lib/http-client';

// The registrar's lists of the semester after the window (issue 47): Not Registered, bursary.

export const notRegisteredQueryOptions = (periodId: number) =>
  queryOptions({
    queryKey: [API.notRegistered(periodId)],
    queryFn: async (): Promise<NotRegisteredList> =>
      notRegisteredListSchema.parse(await http.get(API.notRegistered(periodId))),
  });

/** The students marked Not Registered, or before the day those who would be marked today. */
export function useNotRegistered(periodId: number) {
  return useQuery(notRegisteredQueryOptions(periodId));
}

/** The same list as the server's CSV file. */
export const notRegisteredCsvUrl = (periodId: number) => `${API.notRegistered(periodId)}.csv`;

export function downloadNotRegisteredCsv(periodId: number): Promise<void> {
  return downloadFile(notRegisteredCsvUrl(periodId), `not-registered-${periodId}.csv`);
}

/** The late registrations and each add, drop and withdrawal, as the bursary takes them. */
export function downloadBursaryChanges(periodId: number, format: 'csv' | 'json'): Promise<void> {
  return downloadFile(
    API.bursaryChanges(periodId, format),
    `bursary-changes-${periodId}.${format}`,
  );
}
