import type { Language, Plan, PlanBody, PlanCheckReply, PlanRegisterReply } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { AppError, invalidFields } from '../../lib/app-error';
import { currentPeriod } from '../periods/periods.service';
import type { PlannedPlace, SeatLedger } from '../seats/seats.service';
import { progressWithSelection } from '../structures/progress.service';
import * as repo from './plans.repository';
import { refusesRegistration, walkPlan, type PlanSubjectFacts } from './plans.walk';

// The student's plan (issue 48, decision 044): kept per period, checked against every seat rule
// but the seats, and registered in one request through the ledger's own add.

const EMPTY: PlanBody = { subjects: [], fallbacks: [], preferences: {} };

const parsed = (text: string): PlanBody => JSON.parse(text) as PlanBody;

/** The student's plan for the current period; empty before the first save. */
export async function getPlan(db: Db, studentId: number): Promise<Plan> {
  const period = await currentPeriod(db);
  const row = await repo.findPlan(db, studentId, period.id);
  return toPlan(period.id, row ? parsed(row.plan) : EMPTY, row?.updated_at ?? null);
}

function toPlan(periodId: number, plan: PlanBody, updatedAt: string | null): Plan {
  return {
    periodId,
    subjects: plan.subjects,
    fallbacks: plan.fallbacks ?? [],
    preferences: plan.preferences ?? {},
    updatedAt,
  };
}

/**
 * Replaces the student's plan. Its subjects must exist and each section named be one of its
 * subject's in this period; whether the places are whole (one of each part) and linked, and every
 * other rule, is the check's to say: a plan may be saved half made.
 */
export async function savePlan(
  database: Database,
  studentId: number,
  body: PlanBody,
  now = new Date(),
): Promise<Plan> {
  const { db } = database;
  const period = await currentPeriod(db);
  await checkNamed(db, period.id, body);
  const at = now.toISOString();
  await repo.savePlan(db, { studentId, periodId: period.id, plan: body, at });
  return toPlan(period.id, body, at);
}

async function checkNamed(db: Db, periodId: number, body: PlanBody) {
  const entries = [
    ...body.subjects.map((entry, index) => ({ entry, path: `subjects.${index}` })),
    ...(body.fallbacks ?? []).map((entry, index) => ({ entry, path: `fallbacks.${index}` })),
  ];
  const subjects = await repo.subjectsNamed(
    db,
    entries.map(({ entry }) => entry.subjectId),
  );
  const ownerOf = new Map(subjects.map((s) => [s.id, s.cross_listed_with ?? s.id]));
  const sections = await repo.sectionsOf(db, periodId, [...new Set(ownerOf.values())]);
  const subjectOf = new Map(sections.map((s) => [s.id, s.subject_id]));
  for (const { entry, path } of entries) {
    const owner = ownerOf.get(entry.subjectId);
    if (owner === undefined) throw invalidFields({ [`${path}.subjectId`]: 'planSubjectUnknown' });
    const places = [entry.sectionIds ?? [], ...(entry.alternatives ?? [])];
    if (places.some((place) => place.some((id) => subjectOf.get(id) !== owner)))
      throw invalidFields({ [`${path}.sectionIds`]: 'planSectionsUnknown' });
  }
}

/** Names, codes and credits of the plan's subjects, as its outcomes show them. */
async function factsOf(db: Db, plan: PlanBody) {
  const ids = [...plan.subjects, ...(plan.fallbacks ?? [])].map((s) => s.subjectId);
  const rows = await repo.subjectsNamed(db, ids);
  return new Map<number, PlanSubjectFacts>(
    rows.map((r) => [r.id, { code: r.code, name: r.name, nameMs: r.name_ms, credits: r.credits }]),
  );
}

/** The kept plan, with every subject it names still in the catalogue. */
async function keptPlan(db: Db, studentId: number) {
  const plan = await getPlan(db, studentId);
  const facts = await factsOf(db, plan);
  const known = (entry: { subjectId: number }) => facts.has(entry.subjectId);
  const body = {
    ...plan,
    subjects: plan.subjects.filter(known),
    fallbacks: plan.fallbacks.filter(known),
  };
  return { body, facts };
}

/**
 * The plan checked as registering it would go, taking nothing: each subject against every seat
 * rule but the seats, with the subjects before it counted as held; and where each counts in the
 * student's programme structure with the whole plan registered.
 */
export async function checkPlan(
  db: Db,
  seats: SeatLedger,
  studentId: number,
  language: Language,
  now = new Date(),
): Promise<PlanCheckReply> {
  const { body, facts } = await keptPlan(db, studentId);
  const planned: PlannedPlace[] = [];
  let credits = { held: 0, max: 0 };
  let holding: { code: string; credits: number }[] = [];
  const walked = await walkPlan(
    body,
    facts,
    async (request) => {
      const verdict = await seats.checkPlanned(studentId, request, planned, now);
      ({ credits, holding } = verdict);
      if (!verdict.ok) return verdict;
      planned.push(verdict.place);
      return { ok: true, sectionIds: verdict.sectionIds };
    },
    language,
  );
  const outcomes = [...walked.subjects, ...walked.fallbacks];
  const fits = await progressWithSelection(
    db,
    studentId,
    [...holding, ...planned].map((p) => ({ subjectCode: p.code, credits: p.credits })),
    outcomes.map((o) => o.code),
  );
  const withFit = <T extends { code: string }>(outcome: T) =>
    fits ? { ...outcome, countsToward: fits.fits[outcome.code.toUpperCase()] ?? null } : outcome;
  return {
    ok: walked.subjects.every((s) => s.outcome !== 'refused' || s.next.includes('fallback')),
    subjects: walked.subjects.map(withFit),
    fallbacks: walked.fallbacks.map(withFit),
    credits: {
      after: credits.held + planned.reduce((sum, p) => sum + p.credits, 0),
      max: credits.max,
    },
  };
}

/**
 * Registers the plan in one request: each subject through the ledger's add (so under every seat
 * rule, each place whole or not at all), the preferred place, else the next acceptable one, then
 * the fallbacks. A refusal of the whole registration (the window shut, a hold, under review)
 * before anything is taken answers as a plain add would.
 */
export async function registerPlan(
  db: Db,
  seats: SeatLedger,
  studentId: number,
  language: Language,
): Promise<PlanRegisterReply> {
  const { body, facts } = await keptPlan(db, studentId);
  if (body.subjects.length === 0) throw new AppError(409, 'PLAN_EMPTY');
  let taken = 0;
  const walked = await walkPlan(
    body,
    facts,
    async (request) => {
      try {
        const seat = await seats.add(studentId, request, new Date());
        taken += 1;
        return { ok: true, sectionIds: seat.sections.map((s) => s.id) };
      } catch (error) {
        if (refusesRegistration(error) && taken === 0) throw error;
        if (error instanceof AppError) return { ok: false, error };
        throw error;
      }
    },
    language,
  );
  return { ...walked, taken, registeredAt: new Date().toISOString() };
}
