// Every student's plan for --plans, deterministic from a seed: five subjects drawn by popularity,
// each with a preferred section that fits the others and one or two alternatives, and one or two
// fallbacks from the less wanted subjects. The same plans drive both phases.
import { seededRandom } from '../stats.mjs';

const PLAN_SUBJECTS = 5;
// Most students want the first section (the best time); the weights fall off for the later ones.
const SECTION_WEIGHTS = [0.6, 0.22, 0.12, 0.06];

function weightedPick(items, weightOf, random) {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let at = random() * total;
  for (const item of items) {
    at -= weightOf(item);
    if (at < 0) return item;
  }
  return items[items.length - 1];
}

const clashes = (a, b) =>
  a.meetings.some((m) =>
    b.meetings.some((n) => m.day === n.day && m.start < n.end && n.start < m.end),
  );

/**
 * The subjects as the plans need them: `{ id, weight, sections: [{ id, meetings }] }`, from the
 * spec and the ids the template was given (`sectionRows`: `{ id, subject_id, number }`).
 */
export function planCatalogue(spec, catalogue, sectionRows) {
  const idByCode = new Map([...catalogue.codes].map(([id, code]) => [code, id]));
  return spec.subjects.map((subject) => {
    const id = idByCode.get(subject.code);
    const rows = sectionRows
      .filter((row) => Number(row.subject_id) === id)
      .sort((a, b) => Number(a.number) - Number(b.number));
    return {
      id,
      code: subject.code,
      weight: subject.weight,
      sections: subject.sections.map((section, index) => ({
        id: Number(rows[index].id),
        capacity: section.capacity,
        meetings: section.meetings,
      })),
    };
  });
}

/** One plan body (`PUT /api/registration/plan`) for each of `count` students. */
export function buildPlans(subjects, count, seed = 48) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => onePlan(subjects, random));
}

function onePlan(subjects, random) {
  const chosen = [];
  const preferred = [];
  const left = [...subjects];
  while (chosen.length < PLAN_SUBJECTS && left.length > 0) {
    const subject = weightedPick(left, (s) => s.weight, random);
    left.splice(left.indexOf(subject), 1);
    // A timetable builder would not prefer two sections at the same time.
    const fits = subject.sections.filter((s) => !preferred.some((p) => clashes(s, p)));
    if (fits.length === 0) continue;
    const weightOf = (s) => SECTION_WEIGHTS[subject.sections.indexOf(s)];
    const first = weightedPick(fits, weightOf, random);
    preferred.push(first);
    const others = subject.sections
      .filter((s) => s !== first)
      .sort((a, b) => weightOf(b) - weightOf(a));
    const alternatives = others.slice(0, random() < 0.5 ? 1 : 2).map((s) => [s.id]);
    chosen.push({
      subjectId: subject.id,
      priority: chosen.length + 1,
      sectionIds: [first.id],
      alternatives,
    });
  }
  // Fallbacks are the subjects a student cares less about: any section of them will do.
  const fallbacks = [];
  const wanted = random() < 0.5 ? 1 : 2;
  while (fallbacks.length < wanted && left.length > 0) {
    const subject = weightedPick(left, (s) => 1 / s.weight, random);
    left.splice(left.indexOf(subject), 1);
    fallbacks.push({ subjectId: subject.id });
  }
  return { subjects: chosen, fallbacks };
}
