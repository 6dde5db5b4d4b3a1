import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { type TestUser } from '../../test/test-app';
import { reviewTestBed } from './review.test-bed';

const bed = reviewTestBed();
const { id, reason } = bed;

describe('who may review', () => {
  it('gives each caller the status the rules say, on every review route', async () => {
    const another = await bed.t.createUser();
    const routes: [string, string, object?][] = [
      ['GET', API.reviewRegistrations],
      ['GET', API.reviewRegistration(bed.registrationId)],
      ['POST', API.approveSubject(bed.registrationId, id('REV1003'))],
      ['POST', API.rejectSubject(bed.registrationId, id('REV1002')), reason()],
      ['POST', API.rejectRegistration(bed.registrationId), reason()],
      ['POST', API.approveRegistration(bed.registrationId)],
    ];
    const expected: [string, TestUser | undefined, number[]][] = [
      ['anonymous', undefined, [401, 401, 401, 401, 401, 401]],
      ['student', bed.student, [403, 403, 403, 403, 403, 403]],
      ['another student', another, [403, 403, 403, 403, 403, 403]],
      ['a lecturer who is not the advisor', bed.otherLecturer, [200, 404, 404, 404, 404, 404]],
    ];
    for (const [who, user, statuses] of expected) {
      for (const [index, [method, url, body]] of routes.entries()) {
        const res =
          method === 'GET' ? await bed.http.get(url, user) : await bed.http.post(url, user, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(statuses[index]);
      }
    }
    expect((await bed.http.get(API.reviewRegistrations, bed.otherLecturer)).json()).toEqual([]);
    // The advisor and the admin may act; each decision changes state, so check them in order.
    expect((await bed.http.get(API.reviewRegistrations, bed.advisor)).json()).toHaveLength(1);
    expect(
      (await bed.http.get(API.reviewRegistration(bed.registrationId), bed.advisor)).statusCode,
    ).toBe(200);
    expect(
      (await bed.http.post(API.approveSubject(bed.registrationId, id('REV1003')), bed.advisor))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await bed.http.post(
          API.rejectSubject(bed.registrationId, id('REV1002')),
          bed.admin,
          reason(),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await bed.http.post(API.approveRegistration(bed.registrationId), bed.admin)).statusCode,
    ).toBe(200);
    expect(
      (await bed.http.get(API.reviewRegistration(bed.registrationId), bed.admin)).statusCode,
    ).toBe(200);
  });
});

describe('the review list and detail', () => {
  it('lists submitted registrations oldest first with totals, and shows the detail', async () => {
    const later = await bed.t.createUser({ advisorId: bed.advisor.id, name: 'Later' });
    await bed.http.add(later, id('REV1002'));
    await bed.http.submit(later);
    const list = (await bed.http.get(API.reviewRegistrations, bed.advisor)).json();
    expect(list.map((r: { student: { name: string } }) => r.student.name)).toEqual([
      'Aisyah',
      'Later',
    ]);
    expect(list[0]).toEqual({
      id: bed.registrationId,
      student: { id: bed.student.id, name: 'Aisyah', studentId: expect.any(String) },
      period: { semester: 6, academicYear: '2024/2025' },
      submittedAt: expect.any(String),
      totalCredits: 9,
      totalSubjects: 3,
      amendment: false,
    });
    const detail = (
      await bed.http.get(API.reviewRegistration(bed.registrationId), bed.advisor)
    ).json();
    expect(detail).toMatchObject({ ...list[0], status: 'submitted', changes: [] });
    expect(detail.subjects[0]).toEqual({
      id: id('REV1001'),
      code: 'REV1001',
      name: 'Subject REV1001',
      nameMs: null,
      credits: 3,
      faculty: 'Faculty of Testing',
      facultyMs: null,
      status: 'pending',
    });
  });
});
