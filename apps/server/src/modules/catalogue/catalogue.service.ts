import type { Faculty, QuotaUpdate, Subject, SubjectsQuery } from '@daftar/contract';
import type { Db } from '../../db/database';
import { scheduleText, toMeeting } from '../../lib/schedule';
import { findCurrentPeriod } from '../periods/periods.service';
import * as repo from './catalogue.repository';

/** The seat ledger's count of the seats open to one student (SeatLedger.seatsOpenTo). */
type SeatsOpenTo = (
  db: Db,
  periodId: number,
  sections: SectionSeats[],
  viewerId: number,
  now: Date,
) => Promise<Map<number, number>>;
interface SectionSeats {
  id: number;
  subject_id: number;
  capacity: number;
  registered: number;
  part: string | null;
}

/**
 * The seats a student is offered: a section the registrar closed to new adds offers none beyond
 * those already held, so students see it as full while it keeps its real capacity for the
 * registrar.
 */
function offeredCapacity(section: {
  capacity: number;
  registered: number;
  closed_at: string | null;
}) {
  return section.closed_at === null ? section.capacity : section.registered;
}

/**
 * A subject's seats: a subject of several parts (decision 039) offers as many places as its
 * smallest part has seats, and each place holds one seat of its first part.
 */
function quotaOfSections(
  own: { number: number; capacity: number; registered: number; part: string | null }[],
) {
  const parts = new Map<string | null, { total: number; registered: number }>();
  for (const s of [...own].sort((a, b) => a.number - b.number)) {
    const part = parts.get(s.part) ?? { total: 0, registered: 0 };
    parts.set(s.part, {
      total: part.total + s.capacity,
      registered: part.registered + s.registered,
    });
  }
  const [first] = parts.values();
  if (!first) return { total: 0, registered: 0 };
  return {
    total: Math.min(...[...parts.values()].map((p) => p.total)),
    registered: first.registered,
  };
}

export function listFaculties(db: Db): Promise<Faculty[]> {
  return repo.listFaculties(db);
}

/**
 * The current period's catalogue, with each subject's sections and live seat counts; a section
 * some of whose seats are kept from the viewer says how many are open to them.
 */
export async function listSubjects(
  db: Db,
  query: SubjectsQuery,
  viewerId: number,
  seatsOpenTo: SeatsOpenTo,
  now = new Date(),
): Promise<Subject[]> {
  const period = await findCurrentPeriod(db);
  if (!period) return [];
  const subjects = await repo.listOfferedSubjects(db, period.id, query);
  // A cross-listed code has its owner's sections, prerequisites and line (decision 042).
  const ids = [...new Set(subjects.map((s) => s.seats_of))];
  const [sections, prerequisites, waiting, aliases] = await Promise.all([
    repo.sectionsOfSubjects(db, period.id, ids),
    repo.prerequisitesOf(db, ids),
    waitingBySubject(db, period.id, ids),
    repo.aliasesOf(db, ids),
  ]);
  const openToViewer = await seatsOpenTo(db, period.id, sections, viewerId, now);
  const meetings = await repo.meetingsOf(
    db,
    sections.map((s) => s.id),
  );

  return subjects.map((subject) => {
    const own = sections
      .filter((section) => section.subject_id === subject.seats_of)
      .map((section) => {
        const sectionMeetings = meetings.filter((m) => m.section_id === section.id).map(toMeeting);
        return {
          id: section.id,
          number: section.number,
          capacity: offeredCapacity(section),
          registered: section.registered,
          schedule: scheduleText(sectionMeetings),
          lecturer: section.lecturer,
          meetings: sectionMeetings,
          ...(section.part === null ? {} : { part: section.part }),
          ...(section.linked_section_id === null ? {} : { linkedTo: section.linked_section_id }),
          ...(openToViewer.has(section.id) ? { openToYou: openToViewer.get(section.id) } : {}),
        };
      });
    return {
      id: subject.id,
      code: subject.code,
      name: subject.name,
      nameMs: subject.name_ms,
      credits: subject.credits,
      description: subject.description,
      descriptionMs: subject.description_ms,
      year: subject.year,
      prerequisites: prerequisites
        .filter((p) => p.subject_id === subject.seats_of)
        .map((p) => p.code),
      faculty: {
        id: subject.faculty_id,
        name: subject.faculty_name,
        nameMs: subject.faculty_name_ms,
      },
      quota: quotaOfSections(own.map((s) => ({ ...s, part: s.part ?? null }))),
      sections: own,
      waiting: waiting.get(subject.seats_of) ?? 0,
      ...crossListing(subject, aliases),
    };
  });
}

/** A code's cross-listing: the owner of an alias; the other codes of an owner that has any. */
function crossListing(
  subject: { id: number; seats_of: number; owner_code: string | null },
  aliases: { id: number; code: string; seats_of: number }[],
): Pick<Subject, 'crossListedWith' | 'alsoListedAs'> {
  if (subject.owner_code !== null) {
    return { crossListedWith: { id: subject.seats_of, code: subject.owner_code } };
  }
  const own = aliases
    .filter((a) => a.seats_of === subject.id)
    .map(({ id, code }) => ({ id, code }));
  return own.length > 0 ? { alsoListedAs: own } : {};
}

async function waitingBySubject(db: Db, periodId: number, subjectIds: number[]) {
  const rows = await repo.waitingCounts(db, periodId, subjectIds);
  return new Map(rows.map((row) => [row.subject_id, Number(row.waiting)]));
}

/** The weekly meetings of the given sections. */
export function meetingsOfSections(db: Db, sectionIds: number[]) {
  return repo.meetingsOf(db, sectionIds);
}

/** The latest seat counts of the given subjects in the current period, for `quotaUpdated`. */
export async function quotaOf(db: Db, subjectIds: number[]): Promise<QuotaUpdate[]> {
  const period = await findCurrentPeriod(db);
  if (!period) return [];
  // Every code of the seats changed, each cross-listed code with its owner's (decision 042).
  const listings = await repo.listingsOf(db, subjectIds);
  const owners = [...new Set(listings.map((l) => l.seats_of))];
  const [sections, waiting] = await Promise.all([
    repo.sectionsOfSubjects(db, period.id, owners),
    waitingBySubject(db, period.id, owners),
  ]);
  return listings.map(({ id: subjectId, seats_of: owner }) => {
    const own = sections.filter((s) => s.subject_id === owner);
    return {
      subjectId,
      newQuota: quotaOfSections(own.map((s) => ({ ...s, capacity: offeredCapacity(s) }))),
      waiting: waiting.get(owner) ?? 0,
      sections: own.map((s) => ({
        id: s.id,
        capacity: offeredCapacity(s),
        registered: s.registered,
      })),
    };
  });
}
