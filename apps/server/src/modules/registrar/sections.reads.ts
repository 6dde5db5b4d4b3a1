import type { AdminCatalogueSection, AdminSection, Meeting } from '@daftar/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { toMeeting } from '../../lib/schedule';
import { meetingsOfSections } from '../catalogue/catalogue.service';
import { registrarCapacity } from '../../db/section-capacity';

// A section as the registrar reads it, for their lists, the replies to their changes and the
// admin trail: one query, one converter, one trail record (the changes: sections.service.ts).

/** Sections with their subject's code and name, as the registrar's lists and changes read them. */
export function sectionsWithSubjects(db: Db) {
  return db
    .selectFrom('sections as sec')
    .innerJoin('subjects as s', 's.id', 'sec.subject_id')
    .select([
      'sec.id',
      'sec.subject_id',
      'sec.period_id',
      'sec.number',
      registrarCapacity,
      'sec.permit_seats',
      'sec.registered',
      'sec.lecturer',
      'sec.closed_at',
      's.code',
      's.name',
      's.name_ms',
    ]);
}

export type SectionRow = NonNullable<Awaited<ReturnType<typeof sectionRow>>>;

export function sectionRow(db: Db, sectionId: number) {
  return sectionsWithSubjects(db).where('sec.id', '=', sectionId).executeTakeFirst();
}

function toAdminSection(row: SectionRow): AdminSection {
  return {
    id: row.id,
    subjectId: row.subject_id,
    periodId: row.period_id,
    number: row.number,
    capacity: row.capacity,
    registered: row.registered,
    permitSeats: row.permit_seats,
    lecturer: row.lecturer,
    closed: row.closed_at !== null,
  };
}

/** The sections as the registrar's catalogue shows them: subject and meetings included. */
export async function catalogueSections(
  db: Db,
  rows: SectionRow[],
): Promise<AdminCatalogueSection[]> {
  const meetings = await meetingsOfSections(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toAdminSection(row),
    subject: { code: row.code, name: row.name, nameMs: row.name_ms },
    meetings: meetings.filter((m) => m.section_id === row.id).map(toMeeting),
  }));
}

/** One section as the registrar's catalogue shows it (404 when there is none such). */
export async function catalogueSection(db: Db, sectionId: number): Promise<AdminCatalogueSection> {
  const row = await sectionRow(db, sectionId);
  if (!row) throw notFound('sectionId');
  return (await catalogueSections(db, [row]))[0]!;
}

/** What the trail keeps of a section: its fields and its meetings in day order. */
export function sectionRecord(section: AdminCatalogueSection) {
  const { subject: _subject, meetings, ...record } = section;
  return { ...record, meetings: meetings.map(meetingText) };
}

const meetingText = (m: Meeting) => `${m.day} ${m.startTime}-${m.endTime} ${m.room}`;
