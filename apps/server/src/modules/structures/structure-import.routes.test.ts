import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  BCS_2024,
  STRUCTURE_DEFAULTS,
  structureFile,
  structureReport,
  structureState,
  structureWorld,
  type StructureWorld,
} from './structures.fixture';

let t: TestApp;
let w: StructureWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await structureWorld(t);
});
afterAll(() => t.close());

const FILE = structureFile(...BCS_2024);

async function structureOf(intake: string) {
  const res = await t.app.inject({
    url: `${API.structures}?programme=bcs&intake=${encodeURIComponent(intake)}`,
    headers: w.admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().structure;
}

describe('importing programme structures', () => {
  it('reports what a dry run would do and changes nothing', async () => {
    const before = await structureState(t.database.db);
    expect(await structureReport(t, w.admin, FILE, { dryRun: true })).toEqual({
      ok: true,
      errors: [],
      errorCount: 0,
      summary: { created: 1, updated: 0, unchanged: 0 },
    });
    expect(await structureState(t.database.db)).toEqual(before);
  });

  it("creates the intake's structure: total, groups in order, subjects with their terms, a rule", async () => {
    const report = await structureReport(t, w.admin, FILE);
    expect(report.summary).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const structure = await structureOf('2024/2025');
    expect(structure).toMatchObject({
      programmeCode: 'BCS',
      intake: '2024/2025',
      totalCredits: 13,
    });
    expect(structure.groups).toMatchObject([
      {
        code: 'CORE',
        name: { en: 'Core subjects', ms: 'Subjek teras' },
        kind: 'core',
        creditsRequired: 7,
        rule: null,
        subjects: [
          { code: 'WIX1001', credits: 3, recommendedYear: 1, recommendedSemester: 1 },
          { code: 'WIX1002', credits: 4, recommendedYear: 1, recommendedSemester: 2 },
        ],
      },
      { code: 'ELEC', kind: 'elective', creditsRequired: 6, rule: 'level:3000', subjects: [] },
    ]);
    const [change] = await t.database.db
      .selectFrom('admin_changes')
      .selectAll()
      .where('entity', '=', 'structure')
      .execute();
    expect(change).toMatchObject({ actor_id: w.admin.id, action: 'import' });
  });

  it('changes nothing when the same file comes again, as JSON too', async () => {
    const before = await structureState(t.database.db);
    expect((await structureReport(t, w.admin, FILE)).summary).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    const json = BCS_2024.map((cells) => ({ ...STRUCTURE_DEFAULTS, ...cells }));
    expect((await structureReport(t, w.admin, json)).summary.unchanged).toBe(1);
    expect(await structureState(t.database.db)).toEqual(before);
  });

  it("replaces an intake's structure whole, leaving the other intakes' as they were", async () => {
    await structureReport(t, w.admin, structureFile({ intake: '2025/2026' }));
    const earlier = await structureOf('2024/2025');
    const report = await structureReport(
      t,
      w.admin,
      structureFile({ intake: '2025/2026', credits_required: '3', group_name_en: 'Core' }),
    );
    expect(report.summary).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await structureOf('2025/2026')).groups).toMatchObject([
      { code: 'CORE', name: { en: 'Core' }, creditsRequired: 3, subjects: [{ code: 'WIX1001' }] },
    ]);
    // Without a programme row, the total is the groups' credits.
    expect((await structureOf('2025/2026')).totalCredits).toBe(3);
    expect(await structureOf('2024/2025')).toEqual(earlier);
  });

  it('reports every problem by row and column, and changes nothing', async () => {
    const before = await structureState(t.database.db);
    const noSubject = { subject_code: '', recommended_year: '', recommended_semester: '' };
    const report = await structureReport(
      t,
      w.admin,
      structureFile(
        { programme_code: 'XYZ' },
        { subject_code: 'NOPE1001' },
        { subject_code: 'WIX1002', group_name_en: 'Teras' },
        {},
        {},
        { group: 'G2', kind: 'major' },
        { group: 'G3', kind: 'elective', subject_code: '', recommended_semester: '' },
        { group: 'G4', kind: 'elective', subject_code: 'WIA3001', recommended_year: '9' },
        { ...noSubject, group: 'G5', kind: 'elective', rule: 'grade:A' },
        { ...noSubject, group: '', credits_required: 'x' },
        { group: '', subject_code: 'WIX1001' },
      ),
    );
    expect(report.ok).toBe(false);
    expect(report.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, 'programme_code', 'unknownProgramme'],
      [3, 'subject_code', 'unknownSubjectCode'],
      [4, 'group_name_en', 'groupDiffers'],
      [6, 'subject_code', 'repeatedSubject'],
      [7, 'kind', 'kind'],
      [8, 'subject_code', 'termWithoutSubject'],
      [8, 'group', 'emptyGroup'],
      [9, 'recommended_year', 'recommendedTerm'],
      [10, 'rule', 'subjectRule'],
      [11, 'credits_required', 'creditsRequired'],
      [12, 'group', 'required'],
    ]);
    expect(report.errors[0]!.message).toBe(
      'No programme has the code "XYZ": import the roll that names it first.',
    );
    expect(await structureState(t.database.db)).toEqual(before);
  });

  it('words its problems in the reader’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.structuresImport,
      payload: structureFile({ subject_code: 'NOPE1001' }),
      headers: { ...w.admin.headers, 'content-type': 'text/csv', 'accept-language': 'ms' },
    });
    expect(res.json().errors[0].message).toBe('Tiada subjek yang mempunyai kod "NOPE1001".');
  });

  it("reports a header without the file's columns", async () => {
    const report = await structureReport(t, w.admin, 'programme_code,intake\nBCS,2024\n');
    expect(report.errors.map((e) => e.code)).toContain('missingColumn');
  });
});
