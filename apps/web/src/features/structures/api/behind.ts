import { API, behindReportSchema, type BehindReport } from '@daftar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

// The registrar's students behind their structure (issue 45): a page of them, and every one as CSV.

export interface BehindFilters {
  faculty?: string;
  programme?: string;
}

/** The report's address with the filters (and a page, or the CSV format). */
export function behindUrl(filters: BehindFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(
    Object.entries({ ...filters, ...extra }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );
  const query = params.toString();
  return query ? `${API.structuresBehind}?${query}` : API.structuresBehind;
}

export const BEHIND_PAGE_SIZE = 20;

export function useStudentsBehind(filters: BehindFilters, page: number) {
  return useQuery({
    queryKey: [API.structuresBehind, filters.faculty ?? null, filters.programme ?? null, page],
    queryFn: async (): Promise<BehindReport> =>
      behindReportSchema.parse(
        await http.get(
          behindUrl(filters, { page: String(page), pageSize: String(BEHIND_PAGE_SIZE) }),
        ),
      ),
    // The filters and list stay on screen while another page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** Saves every student behind (with the filters) as the server's CSV file. */
export async function downloadBehindCsv(filters: BehindFilters): Promise<void> {
  const { blob, filename } = await http.getFile(behindUrl(filters, { format: 'csv' }));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename ?? 'students-behind-structure.csv';
  link.click();
  // The click has started the save; the object URL is not needed after it.
  URL.revokeObjectURL(link.href);
}
