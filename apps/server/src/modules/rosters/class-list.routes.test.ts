import { API, CLASS_LIST_COLUMNS } from '@daftar/contract';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { makeToken } from '../api-tokens/api-tokens.fixture';

// A section's class list for the learning platform (issue 47): its students by name, every part
// of a place counted in its own section, under the code each took; the registrar's download or a
// platform's with a `rosters:read` token. On SQLite by `npm test`, on PostgreSQL by `test:pg`.

let t: TestApp;
let fx: Fixture;
let http: ReturnType<typeof api>;
let admin: TestUser;

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'CLS1001', sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    { code: 'ALT1001', sections: [] },
    {
      code: 'LAB1001',
      sections: [
        { capacity: 5, part: 'L', meetings: [[2, 8, 10]] },
        { capacity: 5, part: 'T', linkedTo: 0, meetings: [[3, 8, 9]] },
      ],
    },
  ]);
  admin = await t.createUser({ role: 'admin' });
});
afterEach(() => t.close());

const id = (code: string) => fx.subjects[code]!.id;
const download = (sectionId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: API.sectionClassList(sectionId), headers });
const rowsOf = (csv: string) =>
  parse(csv.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

async function student(name: string, studentId: string) {
  const user = await t.createUser({ name });
  await t.database.db
    .updateTable('users')
    .set({
      student_id: studentId,
      email: `${studentId.toLowerCase()}@example.edu.my`,
      year_of_study: 2,
    })
    .where('id', '=', user.id)
    .execute();
  return user;
}

describe('a section’s class list', () => {
  it('lists its students by name under the code each took, without the rejected', async () => {
    await http.patch(API.adminSubject(id('ALT1001')), admin, { crossListedWith: id('CLS1001') });
    const zara = await student('Zara binti Omar', 'S1003');
    const aiman = await student('Aiman bin Ali', 'S1001');
    const mei = await student('Tan Mei Ling', 'S1002');
    expect((await http.add(zara, id('CLS1001'))).statusCode).toBe(201);
    expect((await http.add(aiman, id('ALT1001'))).statusCode).toBe(201);
    expect((await http.add(mei, id('CLS1001'))).statusCode).toBe(201);
    await t.database.db
      .updateTable('registration_subjects')
      .set({ status: 'rejected' })
      .where('subject_id', '=', id('CLS1001'))
      .where('registration_id', 'in', (eb) =>
        eb.selectFrom('registrations').select('id').where('student_id', '=', mei.id),
      )
      .execute();

    const res = await download(fx.subjects.CLS1001!.sectionIds[0]!, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="CLS1001-1-class-list.csv"',
    );
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${CLASS_LIST_COLUMNS.join(',')}`);
    expect(rowsOf(res.body)).toEqual([
      {
        student_id: 'S1001',
        name: 'Aiman bin Ali',
        email: 's1001@example.edu.my',
        programme_code: '',
        year_of_study: '2',
        subject_code: 'ALT1001',
        section: '1',
        status: 'pending',
      },
      expect.objectContaining({ student_id: 'S1003', subject_code: 'CLS1001' }),
    ]);
  });

  it('counts a place of several parts in each part’s section', async () => {
    const aiman = await student('Aiman bin Ali', 'S1001');
    expect((await http.add(aiman, id('LAB1001'))).statusCode).toBe(201);
    const [lecture, tutorial] = fx.subjects.LAB1001!.sectionIds as [number, number];
    for (const [sectionId, label] of [
      [lecture, 'L1'],
      [tutorial, 'T2'],
    ] as const) {
      const res = await download(sectionId, admin.headers);
      expect(res.headers['content-disposition']).toContain(`LAB1001-${label}-class-list.csv`);
      expect(rowsOf(res.body)).toMatchObject([{ student_id: 'S1001', section: label }]);
    }
  });

  it('opens to a rosters:read token and nothing else, and answers 404 for no section', async () => {
    const sectionId = fx.subjects.CLS1001!.sectionIds[0]!;
    const rosters = await makeToken(t, admin, ['rosters:read'], 'Moodle nightly');
    const roll = await makeToken(t, admin, ['roll:write'], 'Nightly roll');
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await download(sectionId, bearer(rosters.token))).statusCode).toBe(200);
    expect((await download(sectionId, bearer(roll.token))).statusCode).toBe(403);
    expect((await download(sectionId, (await t.createUser()).headers)).statusCode).toBe(403);
    expect((await download(sectionId, {})).statusCode).toBe(401);
    const missing = await download(999_999, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
