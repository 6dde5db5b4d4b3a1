import { API, REASON_TEMPLATES_MAX } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { type TestUser } from '../../test/test-app';
import { advisingTestBed } from './advising.test-bed';

const bed = advisingTestBed();

describe("an advisor's saved reasons", () => {
  it('are added, edited and deleted by their owner only, up to the limit', async () => {
    const create = (user: TestUser, body: object) => bed.call.post(API.reasonTemplates, user, body);
    const made = await create(bed.advisor, { title: 'Prerequisite', text: 'Take CTX1001 first.' });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    expect((await bed.call.get(API.reasonTemplates, bed.otherAdvisor)).json()).toEqual([]);
    expect(
      (await bed.call.patch(API.reasonTemplate(id), bed.otherAdvisor, { title: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect((await bed.call.del(API.reasonTemplate(id), bed.otherAdvisor)).statusCode).toBe(404);
    const edited = await bed.call.patch(API.reasonTemplate(id), bed.advisor, {
      text: 'Pass CTX1001 first.',
    });
    expect(edited.json()).toMatchObject({ title: 'Prerequisite', text: 'Pass CTX1001 first.' });
    expect((await bed.call.get(API.reasonTemplates, bed.advisor)).json()).toEqual([edited.json()]);
    for (const body of [
      { title: '', text: 'x' },
      { title: 'x', text: ' ' },
      { title: 'x'.repeat(61), text: 'x' },
      { title: 'a\u200Bb', text: 'x' },
      { title: 'x', text: 'y', extra: 1 },
    ]) {
      expect((await create(bed.advisor, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (let i = 1; i < REASON_TEMPLATES_MAX; i += 1) {
      expect((await create(bed.advisor, { title: `Reason ${i}`, text: 'x' })).statusCode).toBe(201);
    }
    const over = await create(bed.advisor, { title: 'One more', text: 'x' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'TEMPLATE_LIMIT',
      params: { max: REASON_TEMPLATES_MAX },
    });
    expect((await bed.call.del(API.reasonTemplate(id), bed.advisor)).statusCode).toBe(204);
    expect((await bed.call.del(API.reasonTemplate(id), bed.advisor)).statusCode).toBe(404);
    expect((await create(bed.advisor, { title: 'One more', text: 'x' })).statusCode).toBe(201);
    const student = await bed.t.createUser();
    expect((await bed.call.get(API.reasonTemplates, student)).statusCode).toBe(403);
  });
});
