import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { reviewTestBed } from './review.test-bed';

const bed = reviewTestBed();

describe('account administration', () => {
  it('lets an admin create lecturers and students and assign advisors', async () => {
    const lecturer = await bed.http.post(API.users, bed.admin, {
      role: 'lecturer',
      username: 'drtan',
      password: 'secret12',
      name: 'Dr. Tan',
    });
    expect(lecturer.statusCode).toBe(201);
    expect(lecturer.json()).toMatchObject({ role: 'lecturer', studentId: null, advisor: null });
    const created = await bed.http.post(API.users, bed.admin, {
      role: 'student',
      username: 'newbie',
      password: 'secret12',
      name: 'New',
      studentId: '099999',
      advisorId: lecturer.json().id,
    });
    expect(created.json().advisor).toEqual({ id: lecturer.json().id, name: 'Dr. Tan' });
    const moved = await bed.http.put(API.userAdvisor(created.json().id), bed.admin, {
      advisorId: bed.advisor.id,
    });
    expect(moved.json().advisor.id).toBe(bed.advisor.id);
    const bad = await bed.http.put(API.userAdvisor(created.json().id), bed.admin, {
      advisorId: bed.student.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_ADVISOR');
    const noId = await bed.http.post(API.users, bed.admin, {
      role: 'student',
      username: 'noid',
      password: 'secret12',
      name: 'No Id',
    });
    expect(noId.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { studentId: 'Student ID is required' },
    });
    expect((await bed.http.get(`${API.users}?role=lecturer`, bed.admin)).json().length).toBe(3);
    expect(
      (await bed.http.post(API.users, bed.advisor, { role: 'admin', username: 'x', password: 'y' }))
        .statusCode,
    ).toBe(403);
  });
});
