import { describe, expect, it } from 'vitest';
import { registrationTestBed } from './registration.test-bed';

// The catalogue as a student reads it: subjects with their sections and live quota, faculties.

const bed = registrationTestBed();
const { id } = bed;

describe('catalogue', () => {
  it('lists subjects with the spec fields, sections and live quota, filtered by faculty and year', async () => {
    const all = (await bed.http.get('/api/subjects', bed.student)).json();
    expect(all).toHaveLength(8);
    expect(all[0]).toEqual({
      id: id('BIG1001'),
      code: 'BIG1001',
      name: 'Subject BIG1001',
      nameMs: null,
      credits: 4,
      description: 'About BIG1001.',
      descriptionMs: null,
      year: 1,
      prerequisites: [],
      faculty: { id: bed.fx.facultyId, name: 'Faculty of Testing', nameMs: null },
      quota: { total: 30, registered: 0 },
      waiting: 0,
      sections: [
        {
          id: bed.fx.subjects.BIG1001!.sectionIds[0],
          number: 1,
          capacity: 30,
          registered: 0,
          schedule: 'Fri 08:00-09:00 (BK1)',
          lecturer: 'Dr. Test',
          meetings: [{ day: 5, startTime: '08:00', endTime: '09:00', room: 'BK1' }],
        },
      ],
    });
    const year2 = (
      await bed.http.get(`/api/subjects?year=2&facultyId=${bed.fx.facultyId}`, bed.student)
    ).json();
    expect(year2.map((s: { code: string }) => s.code)).toEqual(['CSC1002', 'CSC2001']);
    expect(year2[1].prerequisites).toEqual(['CSC1001']);
    expect((await bed.http.get('/api/subjects?facultyId=999999', bed.student)).json()).toEqual([]);
  });

  it('refuses a bad filter with a clear message', async () => {
    const res = await bed.http.get('/api/subjects?year=5', bed.student);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Year must be one of 1, 2, 3, 4',
    });
    expect((await bed.http.get('/api/subjects?facultyId=abc', bed.student)).statusCode).toBe(400);
  });

  it('lists faculties', async () => {
    expect((await bed.http.get('/api/faculties', bed.student)).json()).toContainEqual({
      id: bed.fx.facultyId,
      name: 'Faculty of Testing',
      nameMs: null,
    });
  });
});
