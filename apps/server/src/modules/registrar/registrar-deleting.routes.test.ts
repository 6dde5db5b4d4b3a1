import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../test/catalogue-fixture';
import { registrarTestBed } from './registrar.test-bed';

const bed = registrarTestBed();
const { subjects, student, lastChange, uniqueCode } = bed;

describe('deleting from the catalogue', () => {
  it('deletes a section no registration holds, and refuses one that is held', async () => {
    const [held, free] = subjects();
    await bed.call.add(await student(), held!.id);
    const refused = await bed.call.del(API.adminSection(held!.sectionIds[0]!), bed.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      error:
        '1 registration holds this section: it cannot be deleted. Close it to new adds instead.',
    });
    expect((await bed.call.del(API.adminSection(free!.sectionIds[0]!), bed.admin)).statusCode).toBe(
      204,
    );
    expect((await bed.call.del(API.adminSection(free!.sectionIds[0]!), bed.admin)).statusCode).toBe(
      404,
    );
    expect((await lastChange()).action).toBe('delete');
  });

  it('deletes a subject nobody holds or requires, and names what stops the others', async () => {
    const extra = await createCatalogue(bed.t.database.db, [
      { code: uniqueCode('DEL'), sections: [{ capacity: 5 }] },
    ]);
    const [, other] = subjects();
    const { id } = Object.values(extra.subjects)[0]!;
    await bed.t.database.db
      .insertInto('subject_prerequisites')
      .values({ subject_id: other!.id, prerequisite_id: id })
      .execute();
    const required = await bed.call.del(API.adminSubject(id), bed.admin);
    expect(required.json()).toMatchObject({ code: 'IN_USE', params: { context: 'prerequisite' } });
    await bed.t.database.db
      .deleteFrom('subject_prerequisites')
      .where('prerequisite_id', '=', id)
      .execute();
    expect((await bed.call.del(API.adminSubject(id), bed.admin)).statusCode).toBe(204);
    const gone = await bed.t.database.db
      .selectFrom('subjects')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    expect((await bed.call.del(API.adminSubject(id), bed.admin)).statusCode).toBe(404);
  });
});

describe('faculties', () => {
  it('creates, renames and deletes an empty faculty, refusing a code twice and one in use', async () => {
    const code = uniqueCode('FX');
    const created = await bed.call.post(API.adminFaculties, bed.admin, {
      code: code.toLowerCase(),
      name: 'Faculty of Data Science',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code, subjectCount: 0, peopleCount: 0 });
    const twice = await bed.call.post(API.adminFaculties, bed.admin, { code, name: 'Another' });
    expect(twice.json()).toEqual({
      code: 'CODE_TAKEN',
      error: `A faculty with the code ${code} already exists.`,
      params: { code, context: 'faculty' },
    });
    const bad = await bed.call.post(API.adminFaculties, bed.admin, { code: 'F', name: 'X' });
    expect(bad.json().fields.code).toBe(
      'The code must be 2 to 10 capital letters or digits, such as FSKTM',
    );
    const { id } = created.json();
    const renamed = await bed.call.patch(API.adminFaculty(id), bed.admin, {
      name: 'Faculty of Data Science and AI',
    });
    expect(renamed.json().name).toBe('Faculty of Data Science and AI');
    expect((await bed.call.del(API.adminFaculty(id), bed.admin)).statusCode).toBe(204);
    expect((await bed.call.del(API.adminFaculty(id), bed.admin)).statusCode).toBe(404);

    const inUse = await bed.call.del(API.adminFaculty(bed.fx.facultyId), bed.admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'IN_USE', params: { context: 'faculty' } });
    const listed = (await bed.call.get(API.adminFaculties, bed.admin)).json();
    expect(listed.find((f: { id: number }) => f.id === bed.fx.facultyId).subjectCount).toBe(2);
  });
});
