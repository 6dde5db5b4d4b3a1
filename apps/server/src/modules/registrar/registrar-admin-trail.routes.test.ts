import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { isoDay, registrarTestBed } from './registrar.test-bed';

const bed = registrarTestBed();
const { subjects } = bed;

describe('the admin trail', () => {
  it('filters by who, what and when', async () => {
    const other = await bed.t.createUser({ role: 'admin', name: 'Encik Deputy' });
    await bed.call.patch(API.adminSection(subjects()[1]!.sectionIds[0]!), other, { capacity: 31 });
    const byOther = (
      await bed.call.get(`${API.adminChanges}?actorId=${other.id}`, bed.admin)
    ).json();
    expect(byOther.total).toBe(1);
    expect(byOther.items[0]).toMatchObject({ actor: { name: 'Encik Deputy' }, entity: 'section' });
    const sections = (await bed.call.get(`${API.adminChanges}?entity=section`, bed.admin)).json();
    expect(sections.items.every((c: { entity: string }) => c.entity === 'section')).toBe(true);
    const future = (await bed.call.get(`${API.adminChanges}?from=${isoDay(1)}`, bed.admin)).json();
    expect(future.total).toBe(0);
    const bad = await bed.call.get(`${API.adminChanges}?entity=grades`, bed.admin);
    expect(bad.statusCode).toBe(400);
  });
});
