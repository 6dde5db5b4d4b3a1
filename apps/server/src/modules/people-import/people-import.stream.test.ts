import { Readable } from 'node:stream';
import { API, PEOPLE_IMPORT_LIMITS } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  peopleState,
  peopleWorld,
  rollFile,
  staffFile,
  staffReport,
  student,
  type PeopleWorld,
} from './people-import.fixture';

// A roll longer than one batch arrives as a stream and is written in batches inside the one
// transaction: a problem on its last row must still undo the batches written before it.

let t: TestApp;
let w: PeopleWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await peopleWorld(t);
});
afterAll(() => t.close());

const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `S${String(i + 1).padStart(5, '0')}`);

/** The file sent in small chunks, with no length given, as a records system streams it. */
function streamed(file: string) {
  const chunks = file.match(/[\s\S]{1,4096}/g) ?? [];
  return t.app.inject({
    method: 'POST',
    url: `${API.rollImport}?dryRun=false`,
    payload: Readable.from(chunks.map((chunk) => Buffer.from(chunk))),
    headers: { 'content-type': 'text/csv', ...w.admin.headers },
  });
}

describe('a roll of several batches sent as a stream', () => {
  it('changes nothing when its last row has a problem, though earlier batches were written', async () => {
    const before = await peopleState(t.database.db);
    const rows = ids(1_200).map((id) => student(id));
    rows[rows.length - 1] = student('S01200', { year_of_study: '9' });
    const res = await streamed(rollFile(...rows));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: false,
      errors: [{ row: 1_201, column: 'year_of_study', code: 'year' }],
    });
    expect(await peopleState(t.database.db)).toEqual(before);
  });

  it('imports every row, in file order, once', async () => {
    const res = await streamed(rollFile(...ids(1_200).map((id) => student(id))));
    expect(res.json().summary).toEqual({
      created: 1_200,
      updated: 0,
      unchanged: 0,
      deactivated: 0,
    });
    const trail = await t.database.db.selectFrom('admin_changes').select('after').execute();
    expect(JSON.parse(trail.at(-1)!.after!).createdStudents).toEqual(ids(1_200));
  });

  it('updates stored students of several batches, each with its own values', async () => {
    await staffReport(t, w.admin, staffFile({}));
    const advised = (i: number) => (i % 2 === 0 ? { advisor_staff_id: 'L001' } : {});
    const roll = (year: string, advisors: boolean) =>
      rollFile(
        ...ids(1_200).map((id, i) =>
          student(id, { name: `Pelajar ${i}`, year_of_study: year, ...(advisors && advised(i)) }),
        ),
      );
    expect((await streamed(roll('2', true))).json().summary.updated).toBe(1_200);
    // A roll that names no advisor leaves each student's as it was.
    expect((await streamed(roll('3', false))).json().summary.updated).toBe(1_200);
    const stored = await t.database.db
      .selectFrom('users')
      .select(['student_id', 'name', 'year_of_study', 'advisor_id'])
      .where('student_id', 'in', ids(1_200))
      .orderBy('student_id')
      .execute();
    expect(stored.map((s) => [s.name, s.year_of_study, s.advisor_id !== null])).toEqual(
      ids(1_200).map((_, i) => [`Pelajar ${i}`, 3, i % 2 === 0]),
    );
  });

  it('refuses a body over the byte limit with 413, whether or not it gives its length', async () => {
    const before = await peopleState(t.database.db);
    const line = `${Array.from({ length: 11 }, () => 'x'.repeat(99)).join(',')}\n`;
    const file = line.repeat(Math.ceil(PEOPLE_IMPORT_LIMITS.maxBytes / line.length) + 1);
    const unmeasured = await streamed(file);
    expect([unmeasured.statusCode, unmeasured.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const measured = await t.app.inject({
      method: 'POST',
      url: API.rollImport,
      payload: file,
      headers: { 'content-type': 'text/csv', ...w.admin.headers },
    });
    expect([measured.statusCode, measured.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await peopleState(t.database.db)).toEqual(before);
  });
});
