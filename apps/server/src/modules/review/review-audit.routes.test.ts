import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { reviewTestBed } from './review.test-bed';

const bed = reviewTestBed();
const { id, reason } = bed;

describe('audit trail', () => {
  it('records who decided what, when and why, newest first, for admins only', async () => {
    await bed.http.post(API.approveSubject(bed.registrationId, id('REV1001')), bed.advisor);
    await bed.http.post(
      API.rejectRegistration(bed.registrationId),
      bed.admin,
      reason('Programme change'),
    );
    expect((await bed.http.get(API.audit, bed.advisor)).statusCode).toBe(403);
    const page = (await bed.http.get(`${API.audit}?pageSize=2`, bed.admin)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(page.items[0]).toMatchObject({
      actor: { id: bed.admin.id, role: 'admin' },
      registrationId: bed.registrationId,
      student: { id: bed.student.id, name: 'Aisyah' },
      scope: 'registration',
      decision: 'rejected',
      reason: 'Programme change',
    });
    const last = (await bed.http.get(`${API.audit}?page=2&pageSize=2`, bed.admin))
      .json()
      .items.at(-1);
    expect(last).toMatchObject({
      actor: { id: bed.advisor.id, name: 'Dr. Advisor', role: 'lecturer' },
      subject: { id: id('REV1001'), code: 'REV1001' },
      scope: 'subject',
      decision: 'approved',
      reason: null,
    });
  });

  it('filters the trail by who decided, which registration, and the days', async () => {
    await bed.http.post(API.approveSubject(bed.registrationId, id('REV1001')), bed.advisor);
    const byAdvisor = (
      await bed.http.get(`${API.audit}?actorId=${bed.advisor.id}`, bed.admin)
    ).json();
    expect(byAdvisor.total).toBeGreaterThan(0);
    expect(
      byAdvisor.items.every((e: { actor: { id: number } }) => e.actor.id === bed.advisor.id),
    ).toBe(true);
    const ofRegistration = (
      await bed.http.get(`${API.audit}?registrationId=${bed.registrationId}`, bed.admin)
    ).json();
    expect(ofRegistration.total).toBeGreaterThan(0);
    expect((await bed.http.get(`${API.audit}?registrationId=999999`, bed.admin)).json().total).toBe(
      0,
    );
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    // Every decision of this test run was made today.
    const everything = (await bed.http.get(API.audit, bed.admin)).json().total;
    expect(
      (await bed.http.get(`${API.audit}?from=${today}&to=${today}`, bed.admin)).json().total,
    ).toBe(everything);
    expect((await bed.http.get(`${API.audit}?from=${tomorrow}`, bed.admin)).json().total).toBe(0);
    expect((await bed.http.get(`${API.audit}?from=2026-13-01`, bed.admin)).statusCode).toBe(400);
  });
});
