import { API, peopleImportReportSchema, type PeopleImportReport } from '@daftar/contract';
import { http } from '@/lib/http-client';

/** Which list a file is: the student roll, the staff list, or students' results (issue 44). */
export type PeopleList = 'roll' | 'staff' | 'results';

const URLS: Record<PeopleList, string> = {
  roll: API.rollImport,
  staff: API.staffImport,
  results: API.resultsImport,
};

/**
 * Sends a roll, staff or results file to its import, as a dry run (a report only) or for real; `full`
 * withdraws the students a roll leaves out. The file goes as text/csv whatever type the browser
 * gave it, as the catalogue's does.
 */
export async function importPeople(
  list: PeopleList,
  file: Blob,
  options: { dryRun: boolean; full: boolean },
): Promise<PeopleImportReport> {
  const query = new URLSearchParams({ dryRun: String(options.dryRun) });
  if (list === 'roll') query.set('mode', options.full ? 'full' : 'upsert');
  const url = `${URLS[list]}?${query}`;
  return peopleImportReportSchema.parse(
    await http.post(url, new Blob([file], { type: 'text/csv' })),
  );
}
