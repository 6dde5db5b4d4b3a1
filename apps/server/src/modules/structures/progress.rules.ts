import { matchesSubjectRule, type StructureKind } from '@daftar/contract';
import type {
  GroupProgress,
  PlannedSubject,
  ProgressGroupInput,
  ProgressInput,
  ProgressReport,
  ProgressResult,
  ProgressStructure,
  ProgressSubjectFacts,
  SubjectPlacement,
  SubjectState,
} from './progress.types';

// A student's progress through a programme structure (issue 45, decision 034), without I/O: from
// the structure, the student's results and this period's selection, what each requirement group
// has done, has in progress and still needs. A what-if is the same call with another structure.

/** Which of two results is better: a pass beats a fail, then more points (none is lowest). */
function better(a: ProgressResult, b: ProgressResult): boolean {
  if (a.passes !== b.passes) return a.passes;
  return (a.points ?? -1) > (b.points ?? -1);
}

/** Each subject's best result: a repeated subject counts once, by its best grade. */
export function bestResults(results: ProgressResult[]): Map<string, ProgressResult> {
  const best = new Map<string, ProgressResult>();
  for (const result of results) {
    const code = result.subjectCode.toUpperCase();
    const kept = best.get(code);
    if (!kept || better(result, kept)) best.set(code, { ...result, subjectCode: code });
  }
  return best;
}

/** The groups a subject may count toward: listed in it, matched by its rule, or a free group. */
export function groupsFor(
  structure: ProgressStructure,
  code: string,
  facts: ProgressSubjectFacts | undefined,
): ProgressGroupInput[] {
  return structure.groups.filter((group) => {
    if (group.subjects.some((s) => s.code === code)) return true;
    if (group.rule)
      return facts !== undefined && matchesSubjectRule(group.rule, { code, ...facts });
    return group.kind === 'free' && group.subjects.length === 0;
  });
}

const KIND_ORDER: StructureKind[] = ['core', 'university', 'elective', 'cocurricular', 'free'];

interface Counted {
  code: string;
  credits: number;
  state: 'done' | 'inProgress';
  grade: string;
  candidates: ProgressGroupInput[];
}

/**
 * The group a subject counts toward (decision 034): a core group that lists it (the subject is
 * itself required there); else the group that still needs the most credits; then by kind
 * (core, university, elective, co-curricular, free) and the structure's order. A subject that
 * only fits full groups still goes to the first of them, where it adds nothing to the total.
 */
function chooseGroup(
  subject: Pick<Counted, 'code' | 'candidates'>,
  assigned: Map<string, number>,
): ProgressGroupInput {
  const listedCore = subject.candidates.find(
    (g) => g.kind === 'core' && g.subjects.some((s) => s.code === subject.code),
  );
  if (listedCore) return listedCore;
  const need = (g: ProgressGroupInput) => g.creditsRequired - (assigned.get(g.code) ?? 0);
  return [...subject.candidates].sort(
    (a, b) => need(b) - need(a) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  )[0]!;
}

/** Passed subjects first, then selected ones; within each, the subject with fewer groups first. */
function countedSubjects(input: ProgressInput): Counted[] {
  const best = bestResults(input.results);
  const counted: Counted[] = [];
  for (const result of best.values()) {
    if (!result.passes) continue;
    counted.push({
      ...place(input, result.subjectCode),
      credits: result.credits,
      state: 'done',
      grade: result.grade,
    });
  }
  for (const selected of input.selection) {
    const code = selected.subjectCode.toUpperCase();
    // Selected again after a pass (to improve a grade): it is counted once, as done.
    if (best.get(code)?.passes) continue;
    counted.push({
      ...place(input, code),
      credits: selected.credits,
      state: 'inProgress',
      grade: '',
    });
  }
  const phase = (c: Counted) => (c.state === 'done' ? 0 : 1);
  return counted.sort(
    (a, b) =>
      phase(a) - phase(b) ||
      a.candidates.length - b.candidates.length ||
      a.code.localeCompare(b.code),
  );
}

function place(input: ProgressInput, code: string) {
  return { code, candidates: groupsFor(input.structure, code, input.subjects.get(code)) };
}

function emptyGroup(group: ProgressGroupInput): GroupProgress {
  return {
    code: group.code,
    name: group.name,
    kind: group.kind,
    creditsRequired: group.creditsRequired,
    done: { credits: 0, subjects: [] },
    inProgress: { credits: 0, subjects: [] },
    needed: { credits: 0, subjects: [] },
    options: [],
    complete: false,
  };
}

/** What a group still needs, once every passed and selected subject is placed. */
function finishGroup(
  progress: GroupProgress,
  group: ProgressGroupInput,
  input: ProgressInput,
  best: Map<string, ProgressResult>,
  placed: Set<string>,
) {
  const counted = progress.done.credits + progress.inProgress.credits;
  progress.needed.credits = Math.max(0, group.creditsRequired - counted);
  const open = group.subjects.filter((s) => !placed.has(s.code)).map((s) => s.code);
  if (group.kind === 'core') {
    progress.needed.subjects = open.map((code) => {
      const result = best.get(code);
      return {
        code,
        credits: input.subjects.get(code)?.credits ?? 0,
        failedGrade: result && !result.passes ? result.grade : null,
      };
    });
  } else if (progress.needed.credits > 0) {
    progress.options = open;
  }
  progress.complete = progress.needed.credits === 0 && progress.needed.subjects.length === 0;
}

function plannedState(code: string, report: ProgressReport): SubjectState {
  for (const group of report.groups) {
    if (group.done.subjects.some((s) => s.code === code)) return 'done';
    if (group.inProgress.subjects.some((s) => s.code === code)) return 'inProgress';
  }
  return 'needed';
}

/** The plan for the student's term, and what it recommended earlier that is still open. */
function planFor(input: ProgressInput, report: ProgressReport): ProgressReport['plan'] {
  const { year, semester } = input.term;
  const plan: ProgressReport['plan'] = { now: [], overdue: [] };
  input.structure.groups.forEach((group, index) => {
    const progress = report.groups[index]!;
    for (const s of group.subjects) {
      if (s.recommendedYear === null || s.recommendedSemester === null) continue;
      const planned: PlannedSubject = {
        code: s.code,
        group: group.code,
        year: s.recommendedYear,
        semester: s.recommendedSemester,
        state: plannedState(s.code, report),
      };
      if (s.recommendedYear === year && s.recommendedSemester === semester) {
        plan.now.push(planned);
      } else if (
        planned.state === 'needed' &&
        !progress.complete &&
        (s.recommendedYear < year ||
          (s.recommendedYear === year && s.recommendedSemester < semester))
      ) {
        plan.overdue.push(planned);
      }
    }
  });
  return plan;
}

/**
 * A student's progress through a structure: each group with what is done (passed results, a
 * repeat by its best grade), in progress (this period's selection) and still needed; the total
 * against the programme's, each group counting up to what it requires; and the plan for the
 * student's term. Each subject counts toward one group only (chooseGroup).
 */
export function evaluateProgress(input: ProgressInput): ProgressReport {
  const best = bestResults(input.results);
  const groups = input.structure.groups.map(emptyGroup);
  const byCode = new Map(groups.map((g) => [g.code, g]));
  const assigned = new Map<string, number>();
  const report: ProgressReport = {
    totalCredits: input.structure.totalCredits,
    done: 0,
    inProgress: 0,
    needed: 0,
    groups,
    notCounted: [],
    countsToward: {},
    plan: { now: [], overdue: [] },
  };
  for (const subject of countedSubjects(input)) {
    if (subject.candidates.length === 0) {
      report.notCounted.push({
        code: subject.code,
        credits: subject.credits,
        state: subject.state,
      });
      continue;
    }
    const group = chooseGroup(subject, assigned);
    const progress = byCode.get(group.code)!;
    const room = group.creditsRequired - (assigned.get(group.code) ?? 0);
    assigned.set(group.code, (assigned.get(group.code) ?? 0) + subject.credits);
    report.countsToward[subject.code] = group.code;
    if (subject.state === 'done') {
      progress.done.credits += subject.credits;
      progress.done.subjects.push({
        code: subject.code,
        credits: subject.credits,
        grade: subject.grade,
      });
    } else {
      progress.inProgress.credits += subject.credits;
      progress.inProgress.subjects.push({ code: subject.code, credits: subject.credits });
    }
    const counts = Math.max(0, Math.min(room, subject.credits));
    if (subject.state === 'done') report.done += counts;
    else report.inProgress += counts;
    if (counts === 0) {
      report.notCounted.push({
        code: subject.code,
        credits: subject.credits,
        state: subject.state,
      });
    }
  }
  const placed = new Set(Object.keys(report.countsToward));
  input.structure.groups.forEach((group, index) =>
    finishGroup(groups[index]!, group, input, best, placed),
  );
  report.needed = Math.max(0, report.totalCredits - report.done - report.inProgress);
  report.plan = planFor(input, report);
  return report;
}

/**
 * What each of these subjects counts toward, by upper-cased code (the advisor's panel, issue 45):
 * the group `report` placed it in, or, for one neither passed nor selected, the group it would
 * go to by the same choice; null when it fits no group of the structure.
 */
export function countsTowardBySubject(
  input: ProgressInput,
  report: ProgressReport,
  codes: string[],
): Record<string, SubjectPlacement | null> {
  const assigned = new Map(
    report.groups.map((g) => [g.code, g.done.credits + g.inProgress.credits]),
  );
  const notCounted = new Set(report.notCounted.map((s) => s.code));
  const placements: Record<string, SubjectPlacement | null> = {};
  for (const code of codes.map((c) => c.toUpperCase())) {
    const placedIn = report.countsToward[code];
    const candidates = groupsFor(input.structure, code, input.subjects.get(code));
    const group = placedIn
      ? input.structure.groups.find((g) => g.code === placedIn)
      : candidates.length > 0
        ? chooseGroup({ code, candidates }, assigned)
        : undefined;
    placements[code] = group
      ? {
          group: group.code,
          year: group.subjects.find((s) => s.code === code)?.recommendedYear ?? null,
          adds: placedIn
            ? !notCounted.has(code)
            : group.creditsRequired > (assigned.get(group.code) ?? 0),
        }
      : null;
  }
  return placements;
}
