import type { CatalogueImportProblem } from '@daftar/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Config } from '../../config';
import type { SubjectSpec } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  catalogueState,
  importReport,
  importWorld,
  type ImportWorld,
} from './catalogue-import.fixture';

// What the import's API tests (catalogue-import.*.test.ts) share: one app and import world per
// file, and for the files of bad rows, their world, their rows and the test each row gets.

/** WIA1002 full at two seats (Tuesday 8-10) and WIA1003 of forty, live counts sent within 20 ms. */
export const SEATED_WORLD: SubjectSpec[] = [
  { code: 'WIA1002', sections: [{ capacity: 2, meetings: [[2, 8, 10]] }] },
  { code: 'WIA1003', sections: [{ capacity: 40 }] },
];

// WIA2001 requires WIA1001 already: a file making WIA1001 require WIA2001 closes a circle.
export const PREREQUISITE_WORLD: SubjectSpec[] = [
  { code: 'WIA1001', sections: [] },
  { code: 'WIA2001', sections: [], prerequisites: ['WIA1001'] },
];

/** Registers the hooks of an import test file and returns its bed. */
export function importTestBed(subjects: SubjectSpec[], overrides: Partial<Config> = {}) {
  let t: TestApp;
  let w: ImportWorld;
  beforeAll(async () => {
    t = await createTestApp(overrides);
    w = await importWorld(t, subjects);
  });
  afterAll(() => t.close());
  return {
    get t() {
      return t;
    },
    get w() {
      return w;
    },
  };
}

export type Case = [name: string, file: string | Buffer, errors: CatalogueImportProblem[]];

/** A problem on the file's first row of data (the spreadsheet's row 2). */
export const row2 = (column: string | null, message: string) => ({ row: 2, column, message });

/** One test per bad file: each reported on its row and column, changing nothing. */
export function itReportsEach(bed: ReturnType<typeof importTestBed>, cases: Case[]) {
  it.each(cases)(
    'reports %s on its row and column, and changes nothing',
    async (_name, file, errors) => {
      const before = await catalogueState(bed.t.database.db);
      const report = await importReport(bed.t, bed.w.admin, file, { periodId: bed.w.periodId });
      expect(report.errors).toEqual(errors);
      expect(report.ok).toBe(false);
      expect(await catalogueState(bed.t.database.db)).toEqual(before);
    },
  );
}
