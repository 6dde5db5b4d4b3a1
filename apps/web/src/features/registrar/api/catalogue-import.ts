import { API, catalogueImportReportSchema, type CatalogueImportReport } from '@daftar/contract';
import { http } from '@/lib/http-client';

/**
 * Sends a CSV file to the import, as a dry run (a report only) or for real. The file goes as
 * text/csv whatever type the browser gave it (Windows often says application/vnd.ms-excel).
 */
export async function importCatalogue(
  periodId: number,
  file: Blob,
  dryRun: boolean,
): Promise<CatalogueImportReport> {
  const url = `${API.catalogueImport}?periodId=${periodId}&dryRun=${dryRun}`;
  return catalogueImportReportSchema.parse(
    await http.post(url, new Blob([file], { type: 'text/csv' })),
  );
}

/** The period's catalogue as CSV text, in the columns the import reads. */
export function exportCatalogue(periodId: number): Promise<string> {
  return http.getText(`${API.catalogueExport}?periodId=${periodId}`);
}
