import { performance } from 'node:perf_hooks';
import { CATALOGUE_DAYS } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  catalogueState,
  csvFile,
  exportCsv,
  importReport,
  importWorld,
  type Cells,
  type ImportWorld,
} from './catalogue-import.fixture';

// A real university's semester: 1,000 subjects, each with two sections meeting three times a
// week (weekends among them) and a chain of prerequisites, 6,000 rows in all.

const SUBJECTS = 1000;
const SECTIONS_PER_SUBJECT = 2;
const MEETINGS_PER_SECTION = 3;

function semesterFile(): string {
  const rows: Cells[] = [];
  for (let s = 0; s < SUBJECTS; s++) {
    const code = `GEN${String(s).padStart(4, '0')}`;
    const subject: Cells = {
      subject_code: code,
      subject_name: `General Studies ${s}`,
      credits: String(1 + (s % 4)),
      year: String(1 + (s % 4)),
      description: `Part ${s} of the series, with "quotes", commas and\na second line.`,
      prerequisites: s % 10 === 0 ? '' : `GEN${String(s - 1).padStart(4, '0')}`,
    };
    for (let section = 1; section <= SECTIONS_PER_SUBJECT; section++) {
      for (let m = 0; m < MEETINGS_PER_SECTION; m++) {
        const hour = 8 + ((s + m * 3) % 10);
        rows.push({
          ...subject,
          section: String(section),
          capacity: String(20 + (s % 50)),
          lecturer: `Dr. Lecturer ${s % 97}`,
          day: CATALOGUE_DAYS[(s + section + m * 2) % 7],
          start: `${String(hour).padStart(2, '0')}:00`,
          end: `${String(hour + 1).padStart(2, '0')}:30`,
          room: `DK${(section * 7 + m) % 20}`,
        });
      }
    }
  }
  return csvFile(...rows);
}

let t: TestApp;
let w: ImportWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await importWorld(t);
});
afterAll(() => t.close());

const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
};

describe('a whole semester', () => {
  it('imports 2,000 sections in one dry run and one real run, then again changing nothing', async () => {
    const file = semesterFile();
    const sections = SUBJECTS * SECTIONS_PER_SUBJECT;
    const engine = t.database.engine;
    const created = {
      subjectsCreated: SUBJECTS,
      subjectsUpdated: 0,
      sectionsCreated: sections,
      sectionsUpdated: 0,
      unchanged: 0,
    };

    const empty = await catalogueState(t.database.db);
    const dryRun = await timed(`dry run, ${sections} sections (${engine})`, () =>
      importReport(t, w.admin, file, { periodId: w.periodId, dryRun: true }),
    );
    expect(dryRun).toEqual({ ok: true, errors: [], errorCount: 0, warnings: [], summary: created });
    expect(await catalogueState(t.database.db)).toEqual(empty);

    const real = await timed(`real import, ${sections} sections (${engine})`, () =>
      importReport(t, w.admin, file, { periodId: w.periodId }),
    );
    expect(real.summary).toEqual(created);
    const after = await catalogueState(t.database.db);
    expect(after.sections).toHaveLength(sections);
    expect(after.meetings).toHaveLength(sections * MEETINGS_PER_SECTION);
    expect(after.prerequisites).toHaveLength(SUBJECTS - SUBJECTS / 10);
    expect(after.changes).toBe(1);

    const again = await timed(`same file again (${engine})`, () =>
      importReport(t, w.admin, file, { periodId: w.periodId }),
    );
    expect(again.summary).toEqual({
      subjectsCreated: 0,
      subjectsUpdated: 0,
      sectionsCreated: 0,
      sectionsUpdated: 0,
      unchanged: SUBJECTS + sections,
    });

    const exported = await timed(`export (${engine})`, () => exportCsv(t, w.admin, w.periodId));
    expect(exported.split('\r\n').length).toBe(1 + sections * MEETINGS_PER_SECTION + 1);
    const roundTrip = await importReport(t, w.admin, exported, { periodId: w.periodId });
    expect(roundTrip.summary.unchanged).toBe(SUBJECTS + sections);
    expect(await catalogueState(t.database.db)).toEqual(after);
  }, 120_000);
});
