import type { AdminSubject } from '@daftar/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';

// The registrar's read of the catalogue's subjects: each with its faculty and its prerequisites.

function subjectRows(db: Db) {
  return db
    .selectFrom('subjects as s')
    .innerJoin('faculties as f', 'f.id', 's.faculty_id')
    .leftJoin('users as co', 'co.id', 's.coordinator_id')
    .leftJoin('subjects as owner', 'owner.id', 's.cross_listed_with')
    .select([
      's.id',
      's.code',
      's.name',
      's.name_ms',
      's.credits',
      's.year',
      's.description',
      's.description_ms',
      'f.id as faculty_id',
      'f.code as faculty_code',
      'f.name as faculty_name',
      'f.name_ms as faculty_name_ms',
      's.coordinator_id',
      'co.name as coordinator_name',
      's.cross_listed_with',
      'owner.code as owner_code',
    ]);
}

async function adminSubjects(db: Db, subjectId?: number): Promise<AdminSubject[]> {
  let rowsQuery = subjectRows(db).orderBy('s.code');
  let prerequisitesQuery = db
    .selectFrom('subject_prerequisites as sp')
    .innerJoin('subjects as p', 'p.id', 'sp.prerequisite_id')
    .select(['sp.subject_id', 'p.code'])
    .orderBy('p.code');
  if (subjectId !== undefined) {
    rowsQuery = rowsQuery.where('s.id', '=', subjectId);
    prerequisitesQuery = prerequisitesQuery.where('sp.subject_id', '=', subjectId);
  }
  const [rows, prerequisites] = await Promise.all([
    rowsQuery.execute(),
    prerequisitesQuery.execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    nameMs: row.name_ms,
    credits: row.credits,
    year: row.year,
    faculty: {
      id: row.faculty_id,
      code: row.faculty_code,
      name: row.faculty_name,
      nameMs: row.faculty_name_ms,
    },
    description: row.description,
    descriptionMs: row.description_ms,
    prerequisites: prerequisites.filter((p) => p.subject_id === row.id).map((p) => p.code),
    coordinator:
      row.coordinator_id === null || row.coordinator_name === null
        ? null
        : { id: row.coordinator_id, name: row.coordinator_name },
    crossListedWith:
      row.cross_listed_with === null || row.owner_code === null
        ? null
        : { id: row.cross_listed_with, code: row.owner_code },
  }));
}

/** Every subject by code, with its faculty and its prerequisites' codes. */
export function listAdminSubjects(db: Db): Promise<AdminSubject[]> {
  return adminSubjects(db);
}

export async function adminSubject(db: Db, subjectId: number): Promise<AdminSubject> {
  const [subject] = await adminSubjects(db, subjectId);
  if (!subject) throw notFound('subjectId');
  return subject;
}
