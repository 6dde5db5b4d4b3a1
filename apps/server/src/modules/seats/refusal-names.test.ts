import { API, type Subject } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 42: a refusal names its subjects in both languages, so a Malay sentence ("... bertindih
// dengan ...") names them in Malay, with the English standing in for a subject without Malay.

let t: TestApp;
let fx: Fixture;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  // Both meet on Thursday 10-12: whoever holds one is refused the other.
  fx = await createCatalogue(t.database.db, [
    { code: 'NET1005', sections: [{ capacity: 5, meetings: [[4, 10, 12]] }] },
    { code: 'MAN1003', sections: [{ capacity: 5, meetings: [[4, 10, 12]] }] },
    { code: 'ENG1001', sections: [{ capacity: 5, meetings: [[4, 10, 12]] }] },
  ]);
  await t.database.db
    .updateTable('subjects')
    .set({ name_ms: 'Asas Teknologi Rangkaian' })
    .where('code', '=', 'NET1005')
    .execute();
  await t.database.db
    .updateTable('subjects')
    .set({ name_ms: 'Bahasa Mandarin untuk Pemula' })
    .where('code', '=', 'MAN1003')
    .execute();
  student = await t.createUser();
  expect((await api(t).add(student, fx.subjects.NET1005!.id)).statusCode).toBe(201);
});
afterAll(() => t.close());

function addIn(language: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: API.selectedSubjects,
    headers: { ...student.headers, 'accept-language': language },
    payload: { subjectId: fx.subjects[code]!.id },
  });
}

describe('the names in a refusal', () => {
  it('carry both languages, and the sentence is worded in the one asked for', async () => {
    const malay = await addIn('ms-MY', 'MAN1003');
    expect(malay.statusCode).toBe(409);
    expect(malay.json()).toMatchObject({
      code: 'TIME_CLASH',
      error:
        'MAN1003 Bahasa Mandarin untuk Pemula bertindih dengan NET1005 Asas Teknologi Rangkaian dalam jadual waktu anda.',
      params: {
        subject: 'MAN1003 Subject MAN1003',
        subjectMs: 'MAN1003 Bahasa Mandarin untuk Pemula',
        other: 'NET1005 Subject NET1005',
        otherMs: 'NET1005 Asas Teknologi Rangkaian',
      },
    });
    const english = await addIn('en', 'MAN1003');
    expect(english.json().error).toBe(
      'MAN1003 Subject MAN1003 clashes with NET1005 Subject NET1005 in your timetable.',
    );
  });

  it('keep the English name of a subject that has no Malay one', async () => {
    const malay = await addIn('ms', 'ENG1001');
    expect(malay.json().error).toBe(
      'ENG1001 Subject ENG1001 bertindih dengan NET1005 Asas Teknologi Rangkaian dalam jadual waktu anda.',
    );
  });

  it('are both in the catalogue, null where no Malay is written', async () => {
    const subjects = (await api(t).get(API.subjects, student)).json() as Subject[];
    expect(subjects.find((s) => s.code === 'MAN1003')).toMatchObject({
      name: 'Subject MAN1003',
      nameMs: 'Bahasa Mandarin untuk Pemula',
      descriptionMs: null,
      faculty: { nameMs: null },
    });
    expect(subjects.find((s) => s.code === 'ENG1001')).toMatchObject({ nameMs: null });
  });
});
