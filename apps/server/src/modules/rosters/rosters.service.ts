import { CLASS_LIST_COLUMNS, type ClassListColumn } from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { spreadsheetSafe } from '../../lib/csv-file';
import * as repo from './rosters.repository';

// Class lists for the learning platform (issue 47): who is in each section, for Moodle, Canvas or
// Google Classroom to import.

/** The section's class list as CSV, by name, and the file name to save it under. */
export async function sectionClassList(
  db: Db,
  sectionId: number,
): Promise<{ filename: string; csv: string }> {
  const section = await repo.sectionOf(db, sectionId);
  if (!section) throw notFound('section');
  const rows = await repo.classListOf(db, sectionId);
  // Sorted here, not by the database: the engines' collations differ.
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const label = `${section.part ?? ''}${section.number}`;
  const records = rows.map((row): Record<ClassListColumn, string> => ({
    student_id: row.student_id ?? '',
    name: row.name,
    email: row.email ?? '',
    programme_code: row.programme_code ?? '',
    year_of_study: row.year_of_study === null ? '' : String(row.year_of_study),
    subject_code: row.code,
    section: label,
    status: row.status,
  }));
  const csv = stringify(
    [
      [...CLASS_LIST_COLUMNS],
      ...records.map((r) => CLASS_LIST_COLUMNS.map((c) => spreadsheetSafe(r[c]))),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
  return { filename: `${section.code}-${label}-class-list.csv`, csv };
}
