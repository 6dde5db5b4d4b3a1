import type { CatalogueImportReport } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  csvFile,
  importCsv,
  importWorld,
  type Cells,
  type ImportWorld,
} from './catalogue-import.fixture';

let t: TestApp;
let w: ImportWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await importWorld(t);
});
afterAll(() => t.close());

// Issue 40: 3,000 subjects in one circle of prerequisites (a 355 KB file) answered each row with the
// whole circle: 3,000 errors of 3,000 codes, a 35 MB reply after 10-16 s. The circle is one error.
describe('a circle of 3,000 subjects', () => {
  const CIRCLE = 3000;
  const code = (i: number) => `CIR${String(i % CIRCLE).padStart(4, '0')}`;
  const circle = (cells: Cells = {}): Cells[] =>
    Array.from({ length: CIRCLE }, (_, i) => ({
      ...cells,
      subject_code: code(i),
      prerequisites: code(i + 1),
    }));
  const dryRun = async (rows: Cells[]) => {
    const reply = await importCsv(t, w.admin, csvFile(...rows), {
      periodId: w.periodId,
      dryRun: true,
    });
    expect(reply.statusCode).toBe(200);
    // A small reply, whatever the file: not one code per subject per row.
    expect(reply.rawPayload.length).toBeLessThan(100 * 1024);
    return reply.json<CatalogueImportReport>();
  };

  it('is reported once, by its length and first codes, on its first row', async () => {
    const report = await dryRun(circle());
    expect(report.ok).toBe(false);
    expect(report.errorCount).toBe(1);
    expect(report.errors).toEqual([
      {
        row: 2,
        column: 'prerequisites',
        message:
          'The prerequisites go round in a circle of 3000 subjects: CIR0000 → CIR0001 → CIR0002 → CIR0003 → CIR0004 → … → CIR0000.',
      },
    ]);
  }, 120_000);

  it('with an error on every row too, lists the first 200 errors and counts them all', async () => {
    const report = await dryRun(circle({ day: 'Someday' }));
    expect(report.errorCount).toBe(CIRCLE + 1);
    expect(report.errors).toHaveLength(200);
    expect(report.errors[0]).toMatchObject({ row: 2, column: 'prerequisites' });
    expect(report.errors[199]).toMatchObject({ row: 200, column: 'day' });
  }, 120_000);
});
