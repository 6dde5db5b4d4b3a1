import type { RegistrationStatus } from '@daftar/contract';
import type { MeetingRow } from '../../lib/schedule';
import type { Db } from '../../db/database';
import { heldPartMeetings, type addContextSelect } from './seats.context-reads';
import type { removeContextSelect } from './seats.remove-reads';
import type { BlockingHold, HeldSubject } from './seats.rules';
import {
  reservationsOfSubjects,
  toReservationHold,
  type ReservationHold,
} from './seats.reservations';

// What a seat change is decided on, as the ledger uses it: one converter per row shape of the
// reads in seats.context-reads.ts.

type AddContextRow = Awaited<ReturnType<ReturnType<typeof addContextSelect>['execute']>>[number];

type RemoveContextRow = Awaited<
  ReturnType<ReturnType<typeof removeContextSelect>['execute']>
>[number];

// pg parses JSON columns itself; better-sqlite3 returns them as text.
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function registrationOf(row: {
  registration_id: number | null;
  registration_status: RegistrationStatus | null;
  registration_version: string | null;
}) {
  if (row.registration_id === null || row.registration_status === null) return null;
  return {
    id: row.registration_id,
    status: row.registration_status,
    version: row.registration_version,
  };
}

export type AddContext = ReturnType<typeof toAddContext>;

/** The add context's row as the ledger uses it: subject null when it is not offered. */
export function toAddContext(row: AddContextRow) {
  const subject =
    row.subject_id !== null && Boolean(row.offered)
      ? {
          id: row.subject_id,
          code: row.code!,
          name: row.name!,
          nameMs: row.name_ms,
          credits: row.credits!,
          faculty_id: row.faculty_id!,
          faculty_name: row.faculty_name!,
          faculty_name_ms: row.faculty_name_ms,
          selected: Boolean(row.selected),
        }
      : null;
  return {
    period: row,
    registration: registrationOf(row),
    subject,
    missingPrerequisites: parsed(row.missing_prerequisites),
    held: heldSelection(parsed(row.held)),
    sections: parsed(row.sections),
    meetings: parsed(row.section_meetings) as (MeetingRow & { section_id: number })[],
    waiting: waitingOf(row),
    holds: parsed(row.register_holds) as BlockingHold[],
    /** Read apart when `reserved` (seats.reservations.ts, reservationsOfSubjects). */
    reserved: Boolean(row.reserved),
    /** The student holds an approved permit for the subject (decision 041). */
    permitted: Boolean(row.permitted),
    reservations: [] as ReservationHold[],
  };
}

/** The add context, with the subject's reservations read when it has any (decision 040). */
export async function addContextOf(db: Db, row: AddContextRow, studentId: number) {
  const context = toAddContext(row);
  if (row.held_parts && context.registration) {
    const parts = await heldPartMeetings(db, context.registration.id);
    context.held = heldSelection(parsed(row.held), parts);
  }
  if (context.reserved) {
    const rows = await reservationsOfSubjects(db, row.period_id, [row.subject_id!], studentId);
    context.reservations = rows.map(toReservationHold);
  }
  return context;
}

/** Who waits for the subject, and the student's own places. */
function waitingOf(row: AddContextRow) {
  return {
    count: Number(row.waiting_count ?? 0),
    /** The student's own places in the period, and whether one is for this subject. */
    places: Number(row.waiting_places ?? 0),
    self: Boolean(row.waiting_self),
  };
}

export type RemoveContext = ReturnType<typeof toRemoveContext>;

export function toRemoveContext(row: RemoveContextRow) {
  return {
    period: row,
    registration: registrationOf(row),
    selections: parsed(row.selections),
    holds: parsed(row.register_holds) as BlockingHold[],
  };
}

/** The credits held (each subject once) and the held subjects with their meetings. */
function heldSelection(
  rows: {
    id: number;
    subject_id: number;
    code: string;
    name: string;
    name_ms: string | null;
    credits: number;
    status: string;
    day: number | null;
    start_minute: number | null;
    end_minute: number | null;
  }[],
  /** The meetings of places' other parts (decision 039), by selection id. */
  partMeetings: { id: number; day: number; start_minute: number; end_minute: number }[] = [],
) {
  const subjects = new Map<number, HeldSubject & { credits: number }>();
  let credits = 0;
  let approved = false;
  for (const row of rows) {
    if (row.status === 'approved') approved = true;
    let subject = subjects.get(row.id);
    if (!subject) {
      subject = {
        subjectId: row.subject_id,
        code: row.code,
        name: row.name,
        nameMs: row.name_ms,
        credits: row.credits,
        meetings: [],
      };
      subjects.set(row.id, subject);
      credits += row.credits;
    }
    if (row.day !== null && row.start_minute !== null && row.end_minute !== null) {
      subject.meetings.push({
        day: row.day,
        start_minute: row.start_minute,
        end_minute: row.end_minute,
      });
    }
  }
  for (const { id, ...meeting } of partMeetings) subjects.get(id)?.meetings.push(meeting);
  return { credits, subjects: [...subjects.values()], approved };
}

/** A seat taken by an add: the subject, the section it was taken in and that section's meetings. */
export interface SeatTaken {
  subject: NonNullable<AddContext['subject']>;
  section: { id: number; number: number; lecturer: string };
  /** Every part's section, the first part's first: one for a subject of one part. */
  sections: { id: number; number: number; lecturer: string; part?: string | null }[];
  meetings: (MeetingRow & { section_id: number })[];
}
