import type { CatalogueColumn } from '@daftar/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { writeCatalogueCsv } from './catalogue-csv';
import { minutesToTime } from '../../lib/schedule';
import { dayName } from './catalogue-rows';
import * as repo from './catalogue-export.repository';
import { findPeriod } from './catalogue-import.repository';

/** The period's catalogue as the import reads it, and the file name to save it under. */
export async function exportCatalogue(
  db: Db,
  periodId: number,
): Promise<{ filename: string; csv: string }> {
  const period = await findPeriod(db, periodId);
  if (!period) throw notFound('periodId');
  const [rows, prerequisites] = await Promise.all([
    repo.exportRows(db, periodId),
    repo.exportPrerequisites(db, periodId),
  ]);
  const prerequisitesOf = new Map<number, string[]>();
  for (const p of prerequisites) {
    prerequisitesOf.set(p.subject_id, [...(prerequisitesOf.get(p.subject_id) ?? []), p.code]);
  }
  // Sorted here, not by the database: the engines' collations differ.
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort(
    (a, b) =>
      byCode(a.code, b.code) ||
      a.number - b.number ||
      (a.day ?? 0) - (b.day ?? 0) ||
      (a.start_minute ?? 0) - (b.start_minute ?? 0),
  );
  const records = rows.map((row): Record<CatalogueColumn, string> => ({
    subject_code: row.code,
    subject_name: row.name,
    subject_name_ms: row.name_ms ?? '',
    credits: String(row.credits),
    year: String(row.year),
    faculty_code: row.faculty_code,
    description: row.description,
    description_ms: row.description_ms ?? '',
    prerequisites: (prerequisitesOf.get(row.subject_id) ?? []).sort(byCode).join(' '),
    section: String(row.number),
    capacity: String(row.capacity),
    lecturer: row.lecturer,
    day: row.day === null ? '' : dayName(row.day),
    start: row.start_minute === null ? '' : minutesToTime(row.start_minute),
    end: row.end_minute === null ? '' : minutesToTime(row.end_minute),
    room: row.room ?? '',
    part: row.part ?? '',
    linked_to: row.linked_number === null ? '' : `${row.linked_part ?? ''}${row.linked_number}`,
  }));
  const name = `catalogue-${period.academic_year.replaceAll('/', '-')}-sem${period.semester}`;
  return { filename: `${name.replace(/[^A-Za-z0-9-]/g, '')}.csv`, csv: writeCatalogueCsv(records) };
}
