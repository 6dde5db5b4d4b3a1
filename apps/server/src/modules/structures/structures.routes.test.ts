import { API, type ProgrammeStructure, type StructureGroupBody } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  BCS_2024,
  structureFile,
  structureReport,
  structureWorld,
  type StructureWorld,
} from './structures.fixture';

let t: TestApp;
let w: StructureWorld;
let structure: ProgrammeStructure;

beforeAll(async () => {
  t = await createTestApp();
  w = await structureWorld(t);
  await structureReport(t, w.admin, structureFile(...BCS_2024));
  await structureReport(t, w.admin, structureFile({ intake: '2025/2026' }));
  structure = (await read('?programme=BCS&intake=2024%2F2025')).json().structure;
});
afterAll(() => t.close());

const read = (search = '') =>
  t.app.inject({ url: `${API.structures}${search}`, headers: w.admin.headers });

const editGroup = (id: number, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: API.structureGroup(id),
    payload: body,
    headers: w.admin.headers,
  });

const CORE: StructureGroupBody = {
  name: { en: 'Core', ms: 'Teras' },
  kind: 'core',
  creditsRequired: 10,
  rule: null,
  subjects: [
    { code: 'wix1002', recommendedYear: 1, recommendedSemester: 1 },
    { code: 'WIA3001', recommendedYear: 3, recommendedSemester: 2 },
  ],
};

describe("the registrar's console over structures", () => {
  it('lists every programme with its intakes, newest first, and no structure until one is asked', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      programmes: [
        {
          code: 'BCS',
          name: { en: 'Bachelor of Computer Science', ms: 'Ijazah Sarjana Muda Sains Komputer' },
          facultyCode: w.facultyCode,
          intakes: [
            { intake: '2025/2026', totalCredits: 7, groups: 1 },
            { intake: '2024/2025', totalCredits: 13, groups: 2 },
          ],
        },
      ],
      structure: null,
    });
  });

  it('answers 404 for an intake without a structure', async () => {
    const res = await read('?programme=BCS&intake=1999');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('refuses a programme or intake holding control or invisible characters, by field', async () => {
    for (const [query, field] of [
      ['?programme=BCS&intake=%00', 'intake'],
      ['?programme=BC%E2%80%8BS&intake=2024', 'programme'],
    ] as const) {
      const res = await read(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', params: { field } });
    }
  });

  it("edits a group's names, credits and subjects, in that intake only, and audits it", async () => {
    const core = structure.groups[0]!;
    const res = await editGroup(core.id, CORE);
    expect(res.statusCode).toBe(200);
    const edited = res.json() as ProgrammeStructure;
    expect(edited.groups[0]).toMatchObject({
      id: core.id,
      name: { en: 'Core', ms: 'Teras' },
      creditsRequired: 10,
      subjects: [
        { code: 'WIX1002', recommendedYear: 1, recommendedSemester: 1 },
        { code: 'WIA3001', credits: 3, recommendedYear: 3, recommendedSemester: 2 },
      ],
    });
    expect(edited.groups[1]).toEqual(structure.groups[1]);
    const other = (await read('?programme=BCS&intake=2025%2F2026')).json().structure;
    expect(other.groups[0]).toMatchObject({ name: { en: 'Core subjects' }, creditsRequired: 7 });
    const change = await t.database.db
      .selectFrom('admin_changes')
      .selectAll()
      .where('entity', '=', 'structure')
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ entity_id: structure.id, actor_id: w.admin.id });
    expect(JSON.parse(change.before!)).toMatchObject({ name_en: 'Core subjects' });
  });

  it('writes a rule the one way it is stored', async () => {
    const elective = structure.groups[1]!;
    const res = await editGroup(elective.id, {
      ...CORE,
      kind: 'elective',
      subjects: [],
      rule: ' faculty: fsktm ; level:3000 ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().groups[1].rule).toBe('level:3000;faculty:FSKTM');
  });

  it('refuses an unknown subject, an empty group, a rule it cannot read, and an unknown group', async () => {
    const core = structure.groups[0]!;
    const unknown = await editGroup(core.id, {
      ...CORE,
      subjects: [{ code: 'NOPE1', recommendedYear: null, recommendedSemester: null }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      subjects: 'Each subject must be the code of an existing subject',
    });
    const empty = await editGroup(core.id, { ...CORE, subjects: [] });
    expect(empty.json().fields.subjects).toMatch(/only a free group/);
    const badRule = await editGroup(core.id, { ...CORE, rule: 'grade:A' });
    expect(badRule.statusCode).toBe(400);
    const missing = await editGroup(99_999, CORE);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('That requirement group was not found.');
  });

  it("sets a structure's total credits", async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: API.structure(structure.id),
      payload: { totalCredits: 120 },
      headers: w.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCredits).toBe(120);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: API.structure(structure.id),
      payload: { totalCredits: -1 },
      headers: w.admin.headers,
    });
    expect(refused.statusCode).toBe(400);
  });
});
