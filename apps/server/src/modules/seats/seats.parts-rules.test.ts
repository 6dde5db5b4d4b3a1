import { describe, expect, it } from 'vitest';
import { combinationsOf, isMultiPart, partsOf, sectionLabel } from './seats.parts-rules';
import { checkSeatRules, type CandidateSection, type SeatContext } from './seats.rules';

// L1 (Monday 8-10) with T2 and T3 linked to it; L4 (Wednesday) with T5 linked to it; T6 unlinked.
const section = (
  id: number,
  part: string,
  linked: number | null,
  day: number,
  seats = { capacity: 10, registered: 0 },
): CandidateSection => ({
  id,
  number: id,
  part,
  linked_section_id: linked,
  ...seats,
  meetings: [{ day, start_minute: 480, end_minute: 600 }],
});
const sections = [
  section(1, 'L', null, 1),
  section(2, 'T', 1, 2),
  section(3, 'T', 1, 3),
  section(4, 'L', null, 3),
  section(5, 'T', 4, 4),
  section(6, 'T', null, 5),
];
const ids = (found: ReturnType<typeof combinationsOf>) =>
  found.ok ? found.combinations.map((c) => c.map((s) => s.id)) : found.fault;

describe('parts of a subject', () => {
  it('orders parts by their lowest-numbered section, and a subject of one part is not multi-part', () => {
    expect(partsOf(sections).map((p) => p.code)).toEqual(['L', 'T']);
    expect(isMultiPart(sections)).toBe(true);
    expect(isMultiPart([section(1, 'L', null, 1), section(2, 'L', null, 2)])).toBe(false);
    expect(isMultiPart([{ id: 1, number: 1, part: null }])).toBe(false);
    expect(sectionLabel({ number: 2, part: 'T' })).toBe('T2');
  });

  it('lists every linked combination without an inner clash, the first part first', () => {
    // L4 with T3 would clash (both Wednesday) and breaks T3's link anyway.
    expect(ids(combinationsOf(sections, [], false))).toEqual([
      [1, 2],
      [1, 3],
      [1, 6],
      [4, 5],
      [4, 6],
    ]);
    expect(ids(combinationsOf(sections, [5], false))).toEqual([[4, 5]]);
  });

  it('names the fault of a named combination', () => {
    expect(ids(combinationsOf(sections, [1], true))).toEqual({
      code: 'PART_MISSING',
      context: 'missing',
      parts: ['T'],
    });
    expect(ids(combinationsOf(sections, [2, 3], false))).toMatchObject({ context: 'twice' });
    expect(ids(combinationsOf(sections, [1, 5], true))).toEqual({
      code: 'SECTIONS_NOT_LINKED',
      section: 'T5',
      linkedTo: 'L4',
    });
    expect(ids(combinationsOf(sections, [4, 3], true))).toMatchObject({
      code: 'SECTIONS_NOT_LINKED',
    });
    expect(ids(combinationsOf(sections, [9], false))).toEqual({ code: 'NO_SUCH_SECTION' });
    const clashing = [section(1, 'L', null, 1), section(2, 'T', null, 1)];
    expect(ids(combinationsOf(clashing, [], false))).toEqual({
      code: 'SECTIONS_CLASH',
      first: 'L1',
      second: 'T2',
    });
  });
});

describe('the seat rules for a subject of several parts', () => {
  const context = (candidates: CandidateSection[], held: SeatContext['held']['subjects'] = []) =>
    ({
      period: {
        start_date: '2026-01-01',
        end_date: '2027-01-01',
        closed_at: null,
        add_drop_end_date: null,
        credit_max: 20,
      },
      registrationStatus: 'draft',
      subject: { code: 'LAB1001', name: 'Lab', credits: 3, selected: false },
      missingPrerequisites: [],
      held: { credits: held.length * 3, subjects: held },
      sections: candidates,
    }) as SeatContext;
  const now = new Date('2026-06-01T00:00:00Z');

  it('offers combinations with a seat in every part first, then those full as read', () => {
    const full = sections.map((s) => (s.id === 2 ? { ...s, registered: 10 } : s));
    const verdict = checkSeatRules(context(full), { path: 'add' }, now);
    expect(verdict).toMatchObject({
      ok: true,
      combinations: [
        [1, 3],
        [1, 6],
        [4, 5],
        [4, 6],
        [1, 2],
      ],
      sectionIds: [1, 1, 4, 4, 1],
    });
  });

  it('refuses a full place and a clash with what is held, and promotes into a whole place', () => {
    const full = sections.map((s) => (s.part === 'L' ? { ...s, registered: 10 } : s));
    expect(checkSeatRules(context(full), { path: 'add' }, now)).toMatchObject({
      ok: false,
      refusal: { code: 'SUBJECT_FULL', sectionNamed: false },
    });
    const mondayAndWednesday = [
      {
        subjectId: 9,
        code: 'HLD1001',
        name: 'Held',
        credits: 3,
        meetings: [
          { day: 1, start_minute: 480, end_minute: 540 },
          { day: 3, start_minute: 480, end_minute: 540 },
        ],
      },
    ];
    expect(
      checkSeatRules(context(sections, mondayAndWednesday), { path: 'add' }, now),
    ).toMatchObject({ ok: false, refusal: { code: 'TIME_CLASH', clashWith: { code: 'HLD1001' } } });
    // A waiting student named L4: only its place, each part's seat, is theirs to take.
    const tutorialsFull = sections.map((s) => (s.id === 5 ? { ...s, registered: 10 } : s));
    expect(checkSeatRules(context(sections), { path: 'promotion', sectionId: 4 }, now)).toEqual({
      ok: true,
      sectionIds: [4, 4],
      combinations: [
        [4, 5],
        [4, 6],
      ],
      stage: 'window',
    });
    // The full one last, for a seat freed since the read; taking it has the last word.
    expect(
      checkSeatRules(context(tutorialsFull), { path: 'promotion', sectionId: 4 }, now),
    ).toMatchObject({
      ok: true,
      combinations: [
        [4, 6],
        [4, 5],
      ],
    });
  });

  it('keeps the held sections of the parts a move does not name, their seats its own', () => {
    const fullLecture = sections.map((s) => (s.id === 1 ? { ...s, registered: 10 } : s));
    const moved = checkSeatRules(
      context(fullLecture),
      { path: 'move', sectionIds: [3], keep: [1, 2] },
      now,
    );
    expect(moved).toMatchObject({ ok: true, combinations: [[1, 3]] });
    const broken = checkSeatRules(
      context(sections),
      { path: 'move', sectionIds: [5], keep: [1, 2] },
      now,
    );
    expect(broken).toMatchObject({ ok: false, refusal: { code: 'SECTIONS_NOT_LINKED' } });
  });
});
