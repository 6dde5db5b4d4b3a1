import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { csvFile, importReport, importWorld, type ImportWorld } from './catalogue-import.fixture';

// An import that lowers a capacity while students are taking seats in that section: whichever
// comes first, no seat is double-booked and the import either holds or says how many hold seats.

let t: TestApp;
let w: ImportWorld;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  w = await importWorld(t, [
    { code: 'WIA1002', sections: [{ capacity: 30, meetings: [[2, 8, 10]] }] },
  ]);
});
afterAll(() => t.close());

describe('an import during the rush', () => {
  it('never lets a section hold more students than its capacity', async () => {
    const subject = w.subjects.WIA1002!;
    const students = await Promise.all(Array.from({ length: 24 }, () => t.createUser()));
    const row = {
      subject_code: 'WIA1002',
      subject_name: 'Subject WIA1002',
      faculty_code: w.facultyCode,
      description: 'About WIA1002.',
      lecturer: 'Dr. Test',
      day: 'Tue',
      capacity: '12',
    };
    const call = api(t);
    const [report, ...adds] = await Promise.all([
      importReport(t, w.admin, csvFile(row), { periodId: w.periodId }),
      ...students.map((student) => call.add(student, subject.id)),
    ]);
    const taken = adds.filter((res) => res.statusCode === 201).length;
    const section = await t.database.db
      .selectFrom('sections')
      .select(['capacity', 'registered'])
      .where('id', '=', subject.sectionIds[0]!)
      .executeTakeFirstOrThrow();
    expect(section.registered).toBe(taken);
    if (report.ok) {
      expect(section.capacity).toBe(12);
      expect(taken).toBeLessThanOrEqual(12);
    } else {
      expect(section.capacity).toBe(30);
      expect(report.errors).toEqual([
        {
          row: 2,
          column: 'capacity',
          message: expect.stringMatching(/^\d+ students hold seats in WIA1002 section 1/),
        },
      ]);
    }
    for (const res of adds) expect([201, 409]).toContain(res.statusCode);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });
});
