import type { Db } from '../../db/database';
import type { MeetingValue, SectionRef } from './catalogue-rows';
import type { ExistingCatalogue, ExistingSection, ExistingSubject } from './catalogue-import.rules';
import { capacityChange, registrarCapacity } from '../../db/section-capacity';

// Rows a statement writes at once: far below either engine's limit on bound values.
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

export function findPeriod(db: Db, periodId: number) {
  return db
    .selectFrom('registration_periods')
    .select(['id', 'semester', 'academic_year', 'is_current'])
    .where('id', '=', periodId)
    .executeTakeFirst();
}

const toMeetingValue = (m: {
  day: number;
  start_minute: number;
  end_minute: number;
  room: string;
}): MeetingValue => ({
  day: m.day,
  startMinute: m.start_minute,
  endMinute: m.end_minute,
  room: m.room,
});

/** Every faculty and subject (subjects are shared by all periods) and the period's sections. */
export async function loadCatalogue(db: Db, periodId: number): Promise<ExistingCatalogue> {
  const [faculties, subjects, prerequisites, sections, meetings] = await Promise.all([
    db.selectFrom('faculties').select(['id', 'code']).execute(),
    db
      .selectFrom('subjects as s')
      .leftJoin('subjects as owner', 'owner.id', 's.cross_listed_with')
      .select([
        's.id',
        's.code',
        's.name',
        's.name_ms',
        's.credits',
        's.year',
        's.faculty_id',
        's.description',
        's.description_ms',
        'owner.code as owner_code',
      ])
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('subject_prerequisites as sp')
      .innerJoin('subjects as p', 'p.id', 'sp.prerequisite_id')
      .select(['sp.subject_id', 'p.code'])
      .execute(),
    db
      .selectFrom('sections as sec')
      .innerJoin('subjects as s', 's.id', 'sec.subject_id')
      .leftJoin('sections as ls', 'ls.id', 'sec.linked_section_id')
      .select([
        'sec.id',
        'sec.subject_id',
        's.code',
        'sec.number',
        registrarCapacity,
        'sec.registered',
        'sec.lecturer',
        'sec.part',
        'ls.part as linked_part',
        'ls.number as linked_number',
      ])
      .where('sec.period_id', '=', periodId)
      .execute(),
    db
      .selectFrom('section_meetings as m')
      .innerJoin('sections as sec', 'sec.id', 'm.section_id')
      .select(['m.section_id', 'm.day', 'm.start_minute', 'm.end_minute', 'm.room'])
      .where('sec.period_id', '=', periodId)
      .execute(),
  ]);
  const prerequisitesOf = new Map<number, string[]>();
  for (const p of prerequisites) {
    prerequisitesOf.set(p.subject_id, [
      ...(prerequisitesOf.get(p.subject_id) ?? []),
      p.code.toUpperCase(),
    ]);
  }
  const meetingsOf = new Map<number, MeetingValue[]>();
  for (const m of meetings) {
    meetingsOf.set(m.section_id, [...(meetingsOf.get(m.section_id) ?? []), toMeetingValue(m)]);
  }
  const bySubjectCode = new Map<string, ExistingSubject>();
  for (const s of subjects) {
    const key = s.code.toUpperCase();
    if (bySubjectCode.has(key)) continue;
    bySubjectCode.set(key, {
      id: s.id,
      code: s.code,
      name: s.name,
      nameMs: s.name_ms,
      credits: s.credits,
      year: s.year,
      facultyId: s.faculty_id,
      description: s.description,
      descriptionMs: s.description_ms,
      prerequisites: prerequisitesOf.get(s.id) ?? [],
      crossListedWith: s.owner_code,
    });
  }
  return {
    faculties: new Map(faculties.map((f) => [f.code.toUpperCase(), f.id])),
    subjects: bySubjectCode,
    sections: sections.map((s): ExistingSection => ({
      id: s.id,
      subjectId: s.subject_id,
      subjectCode: s.code,
      number: s.number,
      capacity: s.capacity,
      registered: s.registered,
      lecturer: s.lecturer,
      meetings: meetingsOf.get(s.id) ?? [],
      part: s.part,
      linkedTo:
        s.linked_number === null ? null : { part: s.linked_part ?? '', number: s.linked_number },
    })),
  };
}

export interface SubjectValues {
  code: string;
  name: string;
  nameMs: string | null;
  credits: number;
  year: number;
  facultyId: number;
  description: string;
  descriptionMs: string | null;
}

const subjectRow = (s: SubjectValues) => ({
  code: s.code,
  name: s.name,
  name_ms: s.nameMs,
  credits: s.credits,
  year: s.year,
  faculty_id: s.facultyId,
  description: s.description,
  description_ms: s.descriptionMs,
});

/** Inserts subjects; their ids by code. */
export async function insertSubjects(db: Db, subjects: SubjectValues[]) {
  const ids = new Map<string, number>();
  for (const chunk of chunks(subjects)) {
    const rows = await db
      .insertInto('subjects')
      .values(chunk.map(subjectRow))
      .returning(['id', 'code'])
      .execute();
    for (const row of rows) ids.set(row.code, row.id);
  }
  return ids;
}

export async function updateSubject(db: Db, id: number, subject: SubjectValues) {
  const { code: _code, ...values } = subjectRow(subject);
  await db.updateTable('subjects').set(values).where('id', '=', id).execute();
}

/** Makes these subjects' prerequisites exactly the given ones. */
export async function replacePrerequisites(
  db: Db,
  prerequisites: { subjectId: number; prerequisiteIds: number[] }[],
) {
  for (const chunk of chunks(prerequisites)) {
    await db
      .deleteFrom('subject_prerequisites')
      .where(
        'subject_id',
        'in',
        chunk.map((p) => p.subjectId),
      )
      .execute();
  }
  const rows = prerequisites.flatMap((p) =>
    p.prerequisiteIds.map((prerequisiteId) => ({
      subject_id: p.subjectId,
      prerequisite_id: prerequisiteId,
    })),
  );
  for (const chunk of chunks(rows)) {
    await db.insertInto('subject_prerequisites').values(chunk).execute();
  }
}

export interface SectionValues {
  subjectId: number;
  number: number;
  capacity: number;
  lecturer: string;
}

/** Inserts a period's sections; their ids by `subjectId#number`. */
export async function insertSections(db: Db, periodId: number, sections: SectionValues[]) {
  const ids = new Map<string, number>();
  for (const chunk of chunks(sections)) {
    const rows = await db
      .insertInto('sections')
      .values(
        chunk.map((s) => ({
          period_id: periodId,
          subject_id: s.subjectId,
          number: s.number,
          capacity: s.capacity,
          lecturer: s.lecturer,
        })),
      )
      .returning(['id', 'subject_id', 'number'])
      .execute();
    for (const row of rows) ids.set(`${row.subject_id}#${row.number}`, row.id);
  }
  return ids;
}

/**
 * A section's new capacity and lecturer. The capacity is written only if it does not go below
 * the seats taken at that moment (as PATCH /api/admin/sections/{id} does); false when it would.
 */
export async function updateSection(
  db: Db,
  id: number,
  values: { capacity: number; lecturer: string },
): Promise<boolean> {
  const change = capacityChange(values.capacity);
  const result = await db
    .updateTable('sections')
    .set({ ...change.set, lecturer: values.lecturer })
    .where('id', '=', id)
    .where(change.allowed)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Makes these sections' meetings exactly the given ones. */
export async function replaceMeetings(
  db: Db,
  sections: { sectionId: number; meetings: MeetingValue[]; isNew: boolean }[],
) {
  const stored = sections.filter((s) => !s.isNew).map((s) => s.sectionId);
  for (const chunk of chunks(stored)) {
    await db.deleteFrom('section_meetings').where('section_id', 'in', chunk).execute();
  }
  const rows = sections.flatMap((s) =>
    s.meetings.map((m) => ({
      section_id: s.sectionId,
      day: m.day,
      start_minute: m.startMinute,
      end_minute: m.endMinute,
      room: m.room,
    })),
  );
  for (const chunk of chunks(rows)) {
    await db.insertInto('section_meetings').values(chunk).execute();
  }
}

/**
 * Sets sections' parts and links (decision 039), once every section of the file exists: a link
 * names its section by part and number in the same subject and period.
 */
export async function setSectionParts(
  db: Db,
  periodId: number,
  sections: {
    sectionId: number;
    subjectId: number;
    part: string | null;
    linkedTo: SectionRef | null;
  }[],
) {
  for (const s of sections) {
    await db
      .updateTable('sections')
      .set((eb) => ({
        part: s.part,
        linked_section_id: s.linkedTo
          ? eb
              .selectFrom('sections as t')
              .select('t.id')
              .where('t.period_id', '=', periodId)
              .where('t.subject_id', '=', s.subjectId)
              .where('t.part', '=', s.linkedTo.part)
              .where('t.number', '=', s.linkedTo.number)
          : null,
      }))
      .where('id', '=', s.sectionId)
      .execute();
  }
}
