import { API, HOLD_COLUMNS, type HoldColumn, type PeopleImportReport } from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 44: the bursary's nightly push, answered as the roll import is; keyed by reference.

let t: TestApp;
let admin: TestUser;
let held: TestUser;
let studentNumber: string;
let fx: Fixture;
let http: ReturnType<typeof api>;

const DEFAULTS: Record<HoldColumn, string> = {
  student_id: '',
  type: 'finance',
  reference: 'BUR-2026-0001',
  reason_en: 'Tuition fees of RM 1,250 are unpaid.',
  reason_ms: 'Yuran pengajian RM 1,250 belum dijelaskan.',
  how_to_clear_en: 'Pay at the bursary counter.',
  how_to_clear_ms: 'Bayar di kaunter bendahari.',
  contact: 'Bursary, bendahari@example.edu.my',
  blocks: 'register;slip',
  released_at: '',
};

const file = (...rows: Partial<Record<HoldColumn, string>>[]) =>
  stringify([
    [...HOLD_COLUMNS],
    ...rows.map((row) =>
      HOLD_COLUMNS.map((c) => row[c] ?? (c === 'student_id' ? studentNumber : DEFAULTS[c])),
    ),
  ]);

async function push(
  body: string | object,
  dryRun = false,
  language = 'en',
): Promise<PeopleImportReport> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API.holdsImport}?dryRun=${dryRun}`,
    payload: body,
    headers: {
      ...admin.headers,
      'accept-language': language,
      'content-type': typeof body === 'string' ? 'text/csv' : 'application/json',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const holdRows = () =>
  t.database.db.selectFrom('holds').selectAll().where('student_id', '=', held.id).execute();

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = await t.createUser({ role: 'admin' });
  held = await t.createUser();
  const row = await t.database.db
    .selectFrom('users')
    .select('student_id')
    .where('id', '=', held.id)
    .executeTakeFirstOrThrow();
  studentNumber = row.student_id!;
  fx = await createCatalogue(t.database.db, [
    { code: 'BUR1001', sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
  ]);
});
afterAll(() => t.close());

describe('the bursary push', () => {
  it('reports every problem by row and column, and changes nothing', async () => {
    const report = await push(
      file(
        { student_id: 'NOBODY' },
        { reference: 'BUR-2', type: 'parking', blocks: 'register;lunch' },
        { reference: 'BUR-3', released_at: 'yesterday', reason_ms: '' },
        { reference: 'BUR-2' },
      ),
    );
    expect(report.ok).toBe(false);
    expect(report.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, 'student_id', 'unknownStudent'],
      [3, 'type', 'holdType'],
      [3, 'blocks', 'holdBlocks'],
      [4, 'reason_ms', 'required'],
      [4, 'released_at', 'releasedAt'],
      [5, 'reference', 'repeatedPerson'],
    ]);
    expect(report.errors[0]!.message).toBe('No student has the student ID "NOBODY".');
    expect(await holdRows()).toEqual([]);
    const malay = await push(file({ student_id: 'NOBODY' }), true, 'ms');
    expect(malay.errors[0]!.message).toBe('Tiada pelajar yang mempunyai No. Matrik "NOBODY".');
  });

  it('a dry run says what it would do and does nothing', async () => {
    const report = await push(file({}), true);
    expect(report).toMatchObject({
      ok: true,
      summary: { created: 1, updated: 0, unchanged: 0, deactivated: 0 },
    });
    expect(await holdRows()).toEqual([]);
  });

  it('places holds once: the same push again changes nothing', async () => {
    const first = await push(file({}));
    expect(first.summary).toEqual({ created: 1, updated: 0, unchanged: 0, deactivated: 0 });
    const again = await push(file({}));
    expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 1, deactivated: 0 });
    const rows = await holdRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: 'BUR-2026-0001',
      blocks_register: 1,
      blocks_submit: 0,
      blocks_slip: 1,
      released_at: null,
    });
    const add = await http.add(held, fx.subjects.BUR1001!.id);
    expect([add.statusCode, add.json().code]).toEqual([403, 'HOLD']);
    // The same push as JSON is the same push.
    const json = await push([
      Object.fromEntries(
        HOLD_COLUMNS.map((c) => [c, c === 'student_id' ? studentNumber : DEFAULTS[c]]),
      ),
    ]);
    expect(json.summary.unchanged).toBe(1);
  });

  it('updates a hold whose words changed, and refuses a reference on another student', async () => {
    const changed = await push(file({ reason_en: 'Fees of RM 900 are unpaid.' }));
    expect(changed.summary).toEqual({ created: 0, updated: 1, unchanged: 0, deactivated: 0 });
    expect((await holdRows())[0]!.reason_en).toBe('Fees of RM 900 are unpaid.');
    const other = await t.createUser();
    const { student_id } = await t.database.db
      .selectFrom('users')
      .select('student_id')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    const moved = await push(file({ student_id: student_id! }));
    expect(moved.errors.map((e) => e.code)).toEqual(['referenceStudent']);
  });

  it('releases a hold on a row with released_at, which unblocks the student', async () => {
    const report = await push(file({ released_at: '2026-11-28T09:00:00+08:00' }));
    expect(report.summary).toEqual({ created: 0, updated: 0, unchanged: 0, deactivated: 1 });
    expect((await holdRows())[0]!.released_at).toBe('2026-11-28T01:00:00.000Z');
    expect((await http.get(API.holds, held)).json()).toEqual({ holds: [] });
    expect((await http.add(held, fx.subjects.BUR1001!.id)).statusCode).toBe(201);
    const again = await push(file({ released_at: '2026-11-28T09:00:00+08:00' }));
    expect(again.summary.unchanged).toBe(1);
    const trail = await t.database.db
      .selectFrom('admin_changes')
      .select('action')
      .where('entity', '=', 'hold')
      .execute();
    expect(trail.map((c) => c.action)).toEqual(['import', 'import', 'import']);
  });

  it('accepts a file without the released_at column', async () => {
    const columns = HOLD_COLUMNS.filter((c) => c !== 'released_at');
    const body = stringify([
      columns,
      columns.map((c) =>
        c === 'student_id' ? studentNumber : c === 'reference' ? 'BUR-9' : DEFAULTS[c],
      ),
    ]);
    expect((await push(body, true)).summary.created).toBe(1);
  });
});
