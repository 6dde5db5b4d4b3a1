import { API, type Subject } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  csvFile,
  exportCsv,
  importReport,
  importWorld,
  type Cells,
  type ImportWorld,
} from './catalogue-import.fixture';

// The catalogue file's optional part and linked_to columns (issue 46, decision 039): read,
// checked row by row in both languages, shown by GET /api/subjects, exported, and refused while
// students hold places the change would leave short of a part.

let t: TestApp;
let w: ImportWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await importWorld(t);
});
afterAll(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const row = (section: string, part: string, linkedTo: string, day: string, more: Cells = {}) => ({
  subject_code: 'LAB1001',
  section,
  part,
  linked_to: linkedTo,
  day,
  ...more,
});
// L1 with T2 and T3; L4 with T5.
const LAB = [
  row('1', 'L', '', 'Mon', { capacity: '60' }),
  row('2', 't', 'L1', 'Tue', { capacity: '20' }),
  row('3', 'T', 'l1', 'Wed', { capacity: '20' }),
  row('4', 'L', '', 'Thu', { capacity: '10' }),
  row('5', 'T', 'L4', 'Fri', { capacity: '10' }),
];

async function lab(): Promise<Subject> {
  const res = await t.app.inject({ url: API.subjects, headers: w.admin.headers });
  return (res.json() as Subject[]).find((s) => s.code === 'LAB1001')!;
}

describe('parts and links in the catalogue file', () => {
  it('refuses bad parts and links row by row, in both languages', async () => {
    const file = csvFile(
      row('1', 'L', '', 'Mon'),
      row('2', 'T1', 'L1', 'Tue'),
      row('3', 'T', 'first', 'Wed'),
      row('4', '', '', 'Thu'),
      row('5', 'T', 'L9', 'Fri'),
      row('6', 'T', 'T5', 'Sat'),
    );
    const report = await importReport(t, w.admin, file, { periodId: w.periodId });
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([
      {
        row: 3,
        column: 'part',
        message: 'The part "T1" must be 1 to 4 letters, such as L, T or B.',
      },
      {
        row: 4,
        column: 'linked_to',
        message: 'The linked section "first" must be a part and a section number, such as L1.',
      },
      {
        row: 5,
        column: 'part',
        message:
          'LAB1001 section 4 has no part, but other sections of LAB1001 have one: give every section of a subject its part, or none.',
      },
      {
        row: 6,
        column: 'linked_to',
        message: 'LAB1001 has no section L9 for section 5 to go with.',
      },
      {
        row: 7,
        column: 'linked_to',
        message:
          'LAB1001 section 6 is linked to T5, a section of its own part: link it to a section of another part.',
      },
    ]);
    const malay = await importReport(
      t,
      w.admin,
      file,
      { periodId: w.periodId },
      { 'accept-language': 'ms' },
    );
    expect(malay.errors[3]!.message).toBe(
      'LAB1001 tiada seksyen L9 untuk diambil bersama seksyen 5.',
    );
    expect(await lab()).toBeUndefined();
  });

  it('stores parts and links, which GET /api/subjects shows and the export writes back', async () => {
    const report = await importReport(t, w.admin, csvFile(...LAB), { periodId: w.periodId });
    expect(report).toMatchObject({ ok: true, errors: [] });
    const subject = await lab();
    const ids = subject.sections.map((s) => s.id);
    expect(subject.sections.map((s) => [s.number, s.part, s.linkedTo])).toEqual([
      [1, 'L', undefined],
      [2, 'T', ids[0]],
      [3, 'T', ids[0]],
      [4, 'L', undefined],
      [5, 'T', ids[3]],
    ]);
    // Places: the smaller part (the tutorials' 50 seats) bounds them.
    expect(subject.quota).toEqual({ total: 50, registered: 0 });
    const exported = await exportCsv(t, w.admin, w.periodId);
    expect(exported.split('\r\n')[0]).toMatch(/,part,linked_to$/);
    expect(exported).toContain(',T,L4\r\n');
    // The export read back changes nothing.
    const again = await importReport(t, w.admin, exported.replace(/^\ufeff/, ''), {
      periodId: w.periodId,
    });
    expect(again.summary).toMatchObject({ sectionsCreated: 0, sectionsUpdated: 0 });
  });

  it('keeps the parts of a subject students hold places in, and its held links', async () => {
    const student = await t.createUser();
    const added = await api(t).post('/api/registration/subjects', student, {
      subjectId: (await lab()).id,
    });
    expect(added.statusCode).toBe(201);
    // Without the columns the parts stay; with them, a held subject's parts may not change.
    const withoutParts = LAB.map(({ part: _p, linked_to: _l, ...cells }) => cells);
    expect(
      (await importReport(t, w.admin, csvFile(...withoutParts), { periodId: w.periodId })).ok,
    ).toBe(true);
    expect((await lab()).sections[1]!.part).toBe('T');
    const relinked = LAB.map((r) => (r.section === '2' ? { ...r, linked_to: 'L4' } : r));
    const refused = await importReport(t, w.admin, csvFile(...relinked), { periodId: w.periodId });
    expect(refused.errors).toEqual([
      {
        row: 3,
        column: 'linked_to',
        message:
          'Students hold seats in LAB1001 section 2: the section it goes with cannot change while they do.',
      },
    ]);
    const onePart = LAB.map((r) => ({ ...r, part: '', linked_to: '' }));
    const flattened = await importReport(t, w.admin, csvFile(...onePart), {
      periodId: w.periodId,
    });
    expect(flattened.errors.map((e) => e.message)).toContain(
      "Students hold places in LAB1001: its sections' parts cannot change while they do.",
    );
  });
});
