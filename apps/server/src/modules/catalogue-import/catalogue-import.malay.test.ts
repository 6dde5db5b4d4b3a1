import { API, CATALOGUE_LIMITS, type Subject } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  csvFile,
  exportCsv,
  importReport,
  importWorld,
  type ImportWorld,
} from './catalogue-import.fixture';

// The catalogue file's optional Malay columns (issue 42): read, checked row by row, exported, and
// left alone by a file that does not name them.

let t: TestApp;
let w: ImportWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await importWorld(t);
});
afterAll(() => t.close());

const MANDARIN = {
  subject_code: 'GLT1003',
  subject_name: 'Mandarin for Beginners',
  subject_name_ms: 'Bahasa Mandarin untuk Pemula',
  description: 'Basic spoken and written Mandarin.',
  description_ms: 'Asas bahasa Mandarin lisan dan bertulis.',
};

async function catalogueSubject(code: string): Promise<Subject> {
  const res = await t.app.inject({ url: API.subjects, headers: w.admin.headers });
  const subject = (res.json() as Subject[]).find((s) => s.code === code);
  if (!subject) throw new Error(`${code} is not in the catalogue`);
  return subject;
}

describe('the Malay columns of the catalogue file', () => {
  it('stores both languages, which the catalogue replies and the export writes back', async () => {
    const report = await importReport(t, w.admin, csvFile(MANDARIN), { periodId: w.periodId });
    expect(report).toMatchObject({ ok: true, errors: [] });
    expect(await catalogueSubject('GLT1003')).toMatchObject({
      name: 'Mandarin for Beginners',
      nameMs: 'Bahasa Mandarin untuk Pemula',
      description: 'Basic spoken and written Mandarin.',
      descriptionMs: 'Asas bahasa Mandarin lisan dan bertulis.',
    });
    const exported = await exportCsv(t, w.admin, w.periodId);
    expect(exported).toContain(
      ',Bahasa Mandarin untuk Pemula,Asas bahasa Mandarin lisan dan bertulis.\r\n',
    );
  });

  it('keeps the Malay a file without the columns does not mention, and clears an empty cell', async () => {
    const { subject_name_ms: _name, description_ms: _description, ...english } = MANDARIN;
    const withoutColumns = await importReport(t, w.admin, csvFile({ ...english, capacity: '31' }), {
      periodId: w.periodId,
    });
    expect(withoutColumns.summary).toMatchObject({ subjectsUpdated: 0, sectionsUpdated: 1 });
    expect(await catalogueSubject('GLT1003')).toMatchObject({
      nameMs: 'Bahasa Mandarin untuk Pemula',
      descriptionMs: 'Asas bahasa Mandarin lisan dan bertulis.',
    });

    const emptied = await importReport(
      t,
      w.admin,
      csvFile({ ...MANDARIN, capacity: '31', description_ms: '' }),
      { periodId: w.periodId },
    );
    expect(emptied.summary).toMatchObject({ subjectsUpdated: 1 });
    expect(await catalogueSubject('GLT1003')).toMatchObject({
      nameMs: 'Bahasa Mandarin untuk Pemula',
      descriptionMs: null,
    });
  });

  it('reports a bad Malay cell on its row and column, as any other, and changes nothing', async () => {
    const before = await catalogueSubject('GLT1003');
    const report = await importReport(
      t,
      w.admin,
      csvFile(
        MANDARIN,
        { ...MANDARIN, section: '2', subject_name_ms: 'Bahasa Cina' },
        {
          ...MANDARIN,
          section: '3',
          subject_name_ms: 'x'.repeat(CATALOGUE_LIMITS.subjectName + 1),
        },
        { ...MANDARIN, section: '4', description_ms: 'Tab\u0007bel' },
      ),
      { periodId: w.periodId },
    );
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([
      {
        row: 3,
        column: 'subject_name_ms',
        message:
          'The "subject_name_ms" of GLT1003 differs from row 2: every row of a subject must give the same subject details.',
      },
      {
        row: 4,
        column: 'subject_name_ms',
        message: `The "subject_name_ms" cell is longer than ${CATALOGUE_LIMITS.subjectName} characters.`,
      },
      {
        row: 5,
        column: 'description_ms',
        message: 'The "description_ms" cell holds invisible or control characters.',
      },
    ]);
    expect(await catalogueSubject('GLT1003')).toEqual(before);
  });
});
