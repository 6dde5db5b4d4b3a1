import { API, type AdminSubject } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { registrarTestBed } from './registrar.test-bed';

const bed = registrarTestBed();
const { subjects, student, lastChange, uniqueCode } = bed;

describe('editing a subject', () => {
  const code = () => uniqueCode('NEW');
  const body = (fields: object = {}) => ({
    code: code(),
    name: 'Data Ethics',
    credits: 3,
    year: 2,
    facultyId: bed.fx.facultyId,
    ...fields,
  });

  it('creates a subject with its prerequisites by code, and the trail keeps it', async () => {
    const [first] = Object.keys(bed.fx.subjects);
    const res = await bed.call.post(
      API.adminSubjects,
      bed.admin,
      body({ prerequisites: [first!.toLowerCase()] }),
    );
    expect(res.statusCode).toBe(201);
    const subject: AdminSubject = res.json();
    expect(subject).toMatchObject({
      name: 'Data Ethics',
      credits: 3,
      year: 2,
      description: '',
      faculty: { id: bed.fx.facultyId },
      prerequisites: [first],
    });
    const listed: AdminSubject[] = (await bed.call.get(API.adminSubjects, bed.admin)).json();
    expect(listed.find((s) => s.id === subject.id)).toEqual(subject);
    expect(await lastChange()).toMatchObject({
      entity: 'subject',
      entityId: subject.id,
      action: 'create',
      after: { code: subject.code, faculty: subject.faculty.code, prerequisites: [first] },
    });
  });

  it('edits the fields students see, and a change of credits counts in their registrations', async () => {
    const subject = subjects()[0]!;
    const someone = await student();
    await bed.call.add(someone, subject.id);
    const res = await bed.call.patch(API.adminSubject(subject.id), bed.admin, {
      name: 'Renamed Subject',
      credits: 4,
      description: 'Two lines\nof text',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed Subject', credits: 4 });
    const [selected] = (await bed.call.get(API.selectedSubjects, someone)).json();
    expect(selected).toMatchObject({ name: 'Renamed Subject', credits: 4 });
    expect((await bed.call.get(API.period, someone)).json().creditSelected).toBe(4);
    expect((await lastChange()).summary).toMatch(/name "Subject REG\d+" → "Renamed Subject"/);
  });

  it('refuses a code another subject has, in any case', async () => {
    const [first] = Object.keys(bed.fx.subjects);
    const created = await bed.call.post(
      API.adminSubjects,
      bed.admin,
      body({ code: first!.toLowerCase() }),
    );
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({
      code: 'CODE_TAKEN',
      error: `A subject with the code ${first!.toLowerCase()} already exists.`,
      params: { code: first!.toLowerCase(), context: 'subject' },
    });
    const renamed = await bed.call.patch(API.adminSubject(subjects()[1]!.id), bed.admin, {
      code: first,
    });
    expect(renamed.statusCode).toBe(409);
    const own = await bed.call.patch(API.adminSubject(subjects()[0]!.id), bed.admin, {
      code: first!.toLowerCase(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses an unknown faculty or prerequisite, and prerequisites that go round', async () => {
    const [first, second] = subjects();
    const [firstCode, secondCode] = Object.keys(bed.fx.subjects);
    const faculty = await bed.call.post(API.adminSubjects, bed.admin, body({ facultyId: 999_999 }));
    expect(faculty.statusCode).toBe(400);
    expect(faculty.json().fields).toEqual({
      facultyId: 'The faculty must be an existing faculty.',
    });
    const unknown = await bed.call.post(
      API.adminSubjects,
      bed.admin,
      body({ prerequisites: ['NOPE999'] }),
    );
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Each prerequisite must be the code of an existing subject',
    });
    expect(
      (
        await bed.call.patch(API.adminSubject(second!.id), bed.admin, {
          prerequisites: [firstCode],
        })
      ).statusCode,
    ).toBe(200);
    const circle = await bed.call.patch(API.adminSubject(first!.id), bed.admin, {
      prerequisites: [secondCode],
    });
    expect(circle.statusCode).toBe(400);
    expect(circle.json().fields).toEqual({
      prerequisites: 'A subject cannot require itself, directly or through its prerequisites',
    });
    const itself = await bed.call.patch(API.adminSubject(first!.id), bed.admin, {
      prerequisites: [firstCode],
    });
    expect(itself.statusCode).toBe(400);
    const stored = (await bed.call.get(API.adminSubjects, bed.admin))
      .json()
      .find((s: AdminSubject) => s.id === first!.id);
    expect(stored.prerequisites).toEqual([]);
  });

  it("refuses bad fields with the field named, in the reader's language", async () => {
    const bad = await bed.call.post(API.adminSubjects, bed.admin, {
      code: 'bad code',
      name: ' ',
      credits: 13,
      year: 5,
      facultyId: bed.fx.facultyId,
      prerequisites: ['A1', 'a1'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'code',
      'credits',
      'name',
      'prerequisites',
      'year',
    ]);
    const malay = await bed.t.app.inject({
      method: 'POST',
      url: API.adminSubjects,
      headers: { ...bed.admin.headers, 'accept-language': 'ms' },
      payload: body({ credits: 0 }),
    });
    expect(malay.json().fields.credits).toBe('Kredit mestilah nombor bulat dari 1 hingga 12');
    expect(
      (await bed.call.patch(API.adminSubject(999_999), bed.admin, { credits: 3 })).statusCode,
    ).toBe(404);
    expect(
      (await bed.call.patch(API.adminSubject(subjects()[0]!.id), bed.admin, {})).statusCode,
    ).toBe(400);
  });
});
