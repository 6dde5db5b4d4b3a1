import { API, type AdminCatalogueSection } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { registrarTestBed } from './registrar.test-bed';

const bed = registrarTestBed();
const { subjects, student, lastChange } = bed;

describe('editing a section', () => {
  const meetings = [
    { day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' },
    { day: 6, startTime: '09:00', endTime: '11:00', room: 'Makmal 2' },
  ];

  it('creates a section with its meetings in the current period, and students see it', async () => {
    const subject = subjects()[1]!;
    const res = await bed.call.post(API.adminSections, bed.admin, {
      subjectId: subject.id,
      number: 7,
      capacity: 40,
      lecturer: 'Dr. Aminah',
      meetings,
    });
    expect(res.statusCode).toBe(201);
    const section: AdminCatalogueSection = res.json();
    expect(section).toMatchObject({
      subjectId: subject.id,
      periodId: bed.fx.periodId,
      number: 7,
      capacity: 40,
      registered: 0,
      lecturer: 'Dr. Aminah',
      closed: false,
      meetings,
    });
    const taker = await student();
    const added = await bed.call.add(taker, subject.id, section.id);
    expect(added.statusCode).toBe(201);
    expect(await lastChange()).toMatchObject({
      entity: 'section',
      action: 'create',
      after: { meetings: ['1 08:00-10:00 DK1', '6 09:00-11:00 Makmal 2'] },
    });
  });

  it("edits a held section's lecturer, number and meetings, keeping its seats", async () => {
    const subject = subjects()[0]!;
    const sectionId = subject.sectionIds[0]!;
    await bed.call.add(await student(), subject.id);
    const res = await bed.call.patch(API.adminSection(sectionId), bed.admin, {
      number: 3,
      lecturer: 'Prof. Lim',
      meetings: [meetings[0]],
      reason: 'Timetable office moved the class',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      number: 3,
      lecturer: 'Prof. Lim',
      registered: 1,
      meetings: [meetings[0]],
    });
    const change = await lastChange();
    expect(change).toMatchObject({ action: 'update', reason: 'Timetable office moved the class' });
    expect(change.summary).toContain('lecturer');
    expect(
      (await bed.call.patch(API.adminSection(sectionId), bed.admin, { meetings: [] })).json()
        .meetings,
    ).toEqual([]);
  });

  it('refuses a number the subject has this period, and bad meetings by field', async () => {
    const subject = subjects()[0]!;
    const [code] = Object.keys(bed.fx.subjects);
    const twice = await bed.call.post(API.adminSections, bed.admin, {
      subjectId: subject.id,
      number: 1,
      capacity: 5,
      lecturer: 'Dr. X',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CODE_TAKEN',
      error: `${code} already has a section 1 this semester.`,
    });
    const bad = await bed.call.post(API.adminSections, bed.admin, {
      subjectId: subject.id,
      number: 2,
      capacity: 5,
      lecturer: 'Dr. X',
      meetings: [
        { day: 8, startTime: '8am', endTime: '10:00', room: '' },
        { day: 2, startTime: '10:00', endTime: '09:00', room: 'BK1' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'meetings.0.day': 'The day must be one from Monday to Sunday',
      'meetings.0.startTime': 'Must be a time written HH:MM, 24-hour, such as 14:00',
      'meetings.0.room': 'The room is required',
      'meetings.1.endTime': 'The end time must be after the start time',
    });
    const same = await bed.call.post(API.adminSections, bed.admin, {
      subjectId: subject.id,
      number: 2,
      capacity: 5,
      lecturer: 'Dr. X',
      meetings: [meetings[0], { ...meetings[0], room: 'BK2' }],
    });
    expect(same.json().fields).toEqual({
      meetings: 'Two meetings may not start on the same day at the same time',
    });
    const missing = await bed.call.post(API.adminSections, bed.admin, {
      subjectId: 999_999,
      number: 2,
      capacity: 5,
      lecturer: 'Dr. X',
    });
    expect(missing.statusCode).toBe(404);
    const renumbered = await bed.call.patch(API.adminSection(subject.sectionIds[0]!), bed.admin, {
      number: 1,
    });
    expect(renumbered.statusCode).toBe(200);
  });
});
