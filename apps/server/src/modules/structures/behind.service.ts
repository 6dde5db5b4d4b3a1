import {
  BEHIND_COLUMNS,
  type BehindReport,
  type BehindStudent,
  type behindQuerySchema,
} from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { spreadsheetSafe } from '../../lib/csv-file';
import { behindOf, plannedCredits } from './behind.rules';
import * as reads from './behind.reads';
import { groupsOfStructures, progressGroups } from './progress.reads';
import { evaluateProgress } from './progress.rules';
import { periodOrNone, semesterOf, studentTerm } from './progress.service';
import type { ProgressResult, ProgressSelection, ProgressStructure } from './progress.types';

// The registrar's students behind their structure (issue 45, decision 034): every active student
// whose intake has a structure, worked out set-wise (structures and the catalogue read once,
// students a page at a time with their results and selection), through the same progress rules
// a student's own page uses.

type BehindQuery = z.output<typeof behindQuerySchema>;

/** Students read, with their results and selection, at a time: a page fits in memory. */
const STUDENTS_AT_ONCE = 1000;

const both = (en: string, ms: string | null) => ({ en, ms: ms ?? en });
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function groupBy<T extends { student_id: number }>(rows: T[]) {
  const by = new Map<number, T[]>();
  for (const row of rows) {
    const list = by.get(row.student_id);
    if (list) list.push(row);
    else by.set(row.student_id, [row]);
  }
  return by;
}

/** Every student behind with the filters, sorted by faculty, programme and student ID. */
export async function studentsBehind(
  db: Db,
  filters: reads.BehindFilters,
): Promise<{ rows: BehindStudent[]; checked: number }> {
  const structureRows = await reads.structuresOf(db, filters);
  if (structureRows.length === 0) return { rows: [], checked: 0 };
  const ids = structureRows.map((s) => s.id);
  const [groupRows, facts, period] = await Promise.all([
    groupsOfStructures(db, ids),
    reads.catalogueFacts(db),
    periodOrNone(db),
  ]);
  const semester = await semesterOf(db, period);
  const structures = new Map(
    structureRows.map((s) => {
      const structure: ProgressStructure = {
        totalCredits: s.total_credits,
        groups: progressGroups(s.id, groupRows),
      };
      return [s.id, { row: s, structure, planned: new Map<string, number>() }];
    }),
  );
  const rows: BehindStudent[] = [];
  let checked = 0;
  for (let after = 0; ;) {
    const students = await reads.studentsPage(db, ids, after, STUDENTS_AT_ONCE);
    if (students.length === 0) break;
    after = students.at(-1)!.id;
    checked += students.length;
    const studentIds = students.map((s) => s.id);
    const [results, selections] = await Promise.all([
      reads.resultsOf(db, studentIds).then(groupBy),
      period
        ? reads.selectionsOf(db, period.id, studentIds).then(groupBy)
        : new Map<number, { code: string; credits: number }[]>(),
    ]);
    for (const student of students) {
      const { row, structure, planned } = structures.get(student.structure_id)!;
      const term = studentTerm(student, period, semester);
      const key = `${term.year}.${term.semester}`;
      if (!planned.has(key)) planned.set(key, plannedCredits(structure, facts, term));
      const report = evaluateProgress({
        structure,
        subjects: facts,
        results: (results.get(student.id) ?? []).map((r): ProgressResult => ({
          subjectCode: r.code,
          grade: r.grade,
          passes: r.passes === 1,
          points: r.points_hundredths === null ? null : r.points_hundredths / 100,
          credits: r.credits,
        })),
        selection: (selections.get(student.id) ?? []).map((s): ProgressSelection => ({
          subjectCode: s.code.toUpperCase(),
          credits: s.credits,
        })),
        term,
      });
      const behind = behindOf(report, planned.get(key)!);
      if (!behind) continue;
      rows.push({
        id: student.id,
        studentId: student.student_id,
        name: student.name,
        faculty: { code: row.faculty_code, name: both(row.faculty_name, row.faculty_name_ms) },
        programme: { code: row.code, name: both(row.name, row.name_ms) },
        intake: row.intake,
        term,
        credits: { done: behind.done, planned: behind.planned, short: behind.short },
        failedCore: behind.failedCore,
      });
    }
  }
  // Sorted here, not by the database: the engines' collations differ.
  rows.sort(
    (a, b) =>
      byText(a.faculty.code, b.faculty.code) ||
      byText(a.programme.code, b.programme.code) ||
      byText(a.studentId ?? '', b.studentId ?? '') ||
      a.id - b.id,
  );
  return { rows, checked };
}

/** One page of the report, with the filters' choices. */
export async function behindReport(db: Db, query: BehindQuery): Promise<BehindReport> {
  const [{ rows, checked }, programmes] = await Promise.all([
    studentsBehind(db, query),
    reads.programmesWithStructures(db),
  ]);
  const faculties = new Map(
    programmes.map((p) => [
      p.faculty_code,
      { code: p.faculty_code, name: both(p.faculty_name, p.faculty_name_ms) },
    ]),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    items: rows.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: rows.length,
    checked,
    faculties: [...faculties.values()].sort((a, b) => byText(a.code, b.code)),
    programmes: programmes
      .map((p) => ({ code: p.code, name: both(p.name, p.name_ms), facultyCode: p.faculty_code }))
      .sort((a, b) => byText(a.code, b.code)),
  };
}

/** Every student behind as CSV: UTF-8 with a byte-order mark, a header row, names in both languages. */
export function behindCsv(rows: BehindStudent[]): string {
  const lines = rows.map((r) =>
    [
      r.studentId ?? '',
      r.name,
      r.faculty.code,
      r.faculty.name.en,
      r.faculty.name.ms,
      r.programme.code,
      r.programme.name.en,
      r.programme.name.ms,
      r.intake,
      String(r.term.year),
      String(r.term.semester),
      String(r.credits.done),
      String(r.credits.planned),
      String(r.credits.short),
      r.failedCore.map((s) => `${s.code} (${s.grade})`).join(' '),
    ].map(spreadsheetSafe),
  );
  return stringify([[...BEHIND_COLUMNS], ...lines], { bom: true, record_delimiter: 'windows' });
}
