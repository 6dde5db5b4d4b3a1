import { API, ROLL_COLUMNS } from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importResults, resultsFile } from '../academic-record/academic-record.test-bed';
import {
  findStudent,
  ROLL_DEFAULTS,
  peopleWorld,
  rollFile,
  rollReport,
  student,
  type PeopleWorld,
} from './people-import.fixture';

// The roll's optional `standing` column (issue 44, decision 031): a standing the roll gives
// outranks the one the CGPA gives; an empty cell, or no column, leaves it to the CGPA.

let t: TestApp;
let w: PeopleWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await peopleWorld(t);
  await createCatalogue(t.database.db, [{ code: 'STD1001', credits: 3 }]);
});
afterAll(() => t.close());

const standingOf = async (studentId: string) => {
  const { id } = (await findStudent(t.database.db, studentId))!;
  return t.database.db
    .selectFrom('student_records')
    .select(['standing', 'roll_standing'])
    .where('student_id', '=', id)
    .executeTakeFirst();
};

describe("the roll's standing", () => {
  it('outranks the CGPA, and an empty cell hands the standing back to it', async () => {
    const given = await rollReport(
      t,
      w.admin,
      rollFile(student('S2001', { standing: 'Probation' }), student('S2002')),
    );
    expect(given.summary).toMatchObject({ created: 2 });
    expect(await standingOf('S2001')).toEqual({
      standing: 'probation',
      roll_standing: 'probation',
    });
    // A student the roll gives no standing has no record until results come.
    expect(await standingOf('S2002')).toBeUndefined();

    // An A keeps the CGPA at 4.00, but the roll's word stands.
    const csv = resultsFile(['S2001', 'STD1001', '2024/2025', 1, 'A']);
    expect((await importResults(t, w.admin, csv)).json()).toMatchObject({ ok: true });
    expect(await standingOf('S2001')).toEqual({
      standing: 'probation',
      roll_standing: 'probation',
    });

    // The same roll again changes nothing; with the cell emptied, the CGPA decides.
    const again = rollFile(student('S2001', { standing: 'probation' }), student('S2002'));
    expect((await rollReport(t, w.admin, again)).summary).toMatchObject({ unchanged: 2 });
    const emptied = await rollReport(t, w.admin, rollFile(student('S2001'), student('S2002')));
    expect(emptied.summary).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await standingOf('S2001')).toEqual({ standing: 'good', roll_standing: null });
  });

  it('may be left out of a CSV header and a JSON row alike', async () => {
    const header = ROLL_COLUMNS.filter((c) => c !== 'standing');
    const { standing: _none, ...cells } = { ...ROLL_DEFAULTS, ...student('S2003') };
    const csv = stringify([header, header.map((c) => cells[c])]);
    expect((await rollReport(t, w.admin, csv)).summary).toMatchObject({ created: 1 });
    const json = [{ ...cells, ...student('S2004') }];
    expect((await rollReport(t, w.admin, json)).summary).toMatchObject({ created: 1 });
    expect(await standingOf('S2003')).toBeUndefined();
    expect(await standingOf('S2004')).toBeUndefined();
  });

  it('refuses a code the registrar has not defined, by row and column, in both languages', async () => {
    const file = rollFile(student('S2005'), student('S2006', { standing: 'excellent' }));
    const english = await rollReport(t, w.admin, file);
    expect(english.ok).toBe(false);
    expect(english.errors).toEqual([
      {
        row: 3,
        column: 'standing',
        code: 'unknownStanding',
        message: 'Unknown standing "excellent": write one of good, probation, or leave it empty.',
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API.rollImport}?dryRun=true`,
      payload: file,
      headers: { 'content-type': 'text/csv', 'accept-language': 'ms', ...w.admin.headers },
    });
    expect(res.json().errors[0].message).toBe(
      'Kedudukan "excellent" tidak dikenali: tulis salah satu daripada good, probation, atau biarkan kosong.',
    );
    expect(await findStudent(t.database.db, 'S2005')).toBeUndefined();
  });
});
