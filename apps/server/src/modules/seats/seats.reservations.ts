// Reserved seats (issue 46, decision 040): what the seat rules see of them, and the read that
// brings them with every add. A reservation keeps seats of a section, or of a subject's sections
// of each part together, for one group until a time; the group's students holding such a seat
// use it up first, so only the seats no member holds yet are kept from everyone else.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isOfGroup } from '../../db/reservation-group';

/** One reservation of the subject, as one student's add sees it. */
export interface ReservationHold {
  sectionId: number | null;
  seats: number;
  /** Whether the student is of the group it is kept for. */
  member: boolean;
  /** The group's students holding a seat it counts: in its section, or in the subject. */
  holding: number;
  until: string;
}

/**
 * How many of `rv`'s group hold a seat it counts in the period `p`: in its section (any part of a
 * place), or in the subject when it keeps seats across the subject.
 */
export const groupHolding = sql<number>`(select count(*) from registration_subjects hr
  join registrations hg on hg.id = hr.registration_id
  join users mu on mu.id = hg.student_id
  where hg.period_id = ${sql.ref('p.id')} and hr.subject_id = rv.subject_id
    and hr.status <> 'rejected'
    and (rv.section_id is null or hr.section_id = rv.section_id or exists (
      select 1 from selection_sections hs
      where hs.selection_id = hr.id and hs.section_id = rv.section_id))
    and ${isOfGroup('mu')})`;

/** A reservation's row as either engine returns it (SQLite's booleans are 0 and 1). */
export const toReservationHold = (row: {
  sectionId: number | null;
  seats: number;
  until: string;
  member: boolean | number;
  holding: number | string;
}): ReservationHold => ({
  sectionId: row.sectionId,
  seats: row.seats,
  until: row.until,
  member: Boolean(row.member),
  holding: Number(row.holding),
});

/** The seats kept from one student: what reservations still in force keep for other groups. */
export interface KeptSeats {
  /** Seats kept in a section from the student. */
  bySection: Map<number, number>;
  /** Seats kept across the subject's sections of each part. */
  subject: number;
  /** When the first of those keeping any lapses. */
  until: string | null;
}

export function keptSeats(reservations: readonly ReservationHold[], now: Date): KeptSeats {
  const kept: KeptSeats = { bySection: new Map(), subject: 0, until: null };
  const at = now.toISOString();
  for (const r of reservations) {
    const seats = Math.max(0, r.seats - r.holding);
    if (r.member || r.until <= at || seats === 0) continue;
    if (r.sectionId === null) kept.subject += seats;
    else kept.bySection.set(r.sectionId, (kept.bySection.get(r.sectionId) ?? 0) + seats);
    if (kept.until === null || r.until < kept.until) kept.until = r.until;
  }
  return kept;
}

/** Whether any reservation of the subject is still in force: its seats are then taken exactly. */
export const reservationsInForce = (reservations: readonly ReservationHold[], now: Date) =>
  reservations.some((r) => r.until > now.toISOString());

/**
 * The sections as one student may take their seats: each section's capacity less the seats kept
 * in it from them, and, for the seats kept across the subject, a part's sections less them
 * together (taken from the last sections first, so the lowest numbers stay open longest).
 */
export function sectionsOpenTo<
  S extends { id: number; capacity: number; registered: number; part?: string | null },
>(sections: readonly S[], kept: KeptSeats): S[] {
  const open = sections.map((s) => ({
    ...s,
    capacity: Math.max(s.registered, s.capacity - (kept.bySection.get(s.id) ?? 0)),
  }));
  if (kept.subject === 0) return open;
  for (const part of new Set(open.map((s) => s.part ?? null))) {
    let keep = kept.subject;
    const ofPart = open.filter((s) => (s.part ?? null) === part).reverse();
    for (const s of ofPart) {
      const take = Math.min(keep, s.capacity - s.registered);
      s.capacity -= take;
      keep -= take;
    }
  }
  return open;
}

/**
 * The reservations of the subjects (decision 040), every one, past or not (the rules keep those
 * still in force), each with whether `viewerId` is of its group and how many of its students hold
 * its seats in the period: for the catalogue's seats open to a student, and an add's rules.
 */
export function reservationsOfSubjects(
  db: Db,
  periodId: number,
  subjectIds: number[],
  viewerId: number,
) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservations as rv')
    .innerJoin('registration_periods as p', (join) => join.on('p.id', '=', periodId))
    .leftJoin('users as me', (join) => join.on('me.id', '=', viewerId))
    .select([
      'rv.subject_id',
      'rv.section_id as sectionId',
      'rv.seats',
      'rv.until',
      isOfGroup('me').as('member'),
      groupHolding.as('holding'),
    ])
    .where('rv.subject_id', 'in', subjectIds)
    .execute();
}

/**
 * Each section's seats open to the viewer, of the subjects with reservations in force (decision
 * 040): its capacity less what is kept for groups they are not of, less what is taken.
 */
export async function seatsOpenTo(
  db: Db,
  periodId: number,
  sections: {
    id: number;
    subject_id: number;
    capacity: number;
    registered: number;
    part: string | null;
  }[],
  viewerId: number,
  now: Date,
) {
  const subjectIds = [...new Set(sections.map((s) => s.subject_id))];
  const rows = await reservationsOfSubjects(db, periodId, subjectIds, viewerId);
  const open = new Map<number, number>();
  for (const subjectId of new Set(rows.map((r) => r.subject_id))) {
    const holds = rows.filter((r) => r.subject_id === subjectId).map(toReservationHold);
    if (!reservationsInForce(holds, now)) continue;
    const own = sections.filter((s) => s.subject_id === subjectId);
    for (const s of sectionsOpenTo(own, keptSeats(holds, now))) {
      open.set(s.id, Math.max(0, s.capacity - s.registered));
    }
  }
  return open;
}
