import type { SelectedSubject } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { teachingWeeks, timetableMeetings, weeklyDates } from './calendar.rules';

const period = { startDate: '2031-02-01', endDate: '2031-02-14' };

describe('teaching weeks', () => {
  it('run from the first day of classes to the day before final exams', () => {
    const weeks = teachingWeeks(period, [
      { kind: 'exams', startDate: '2031-06-16', endDate: '2031-06-27' },
      { kind: 'classes', startDate: '2031-03-03', endDate: null },
      { kind: 'deadline', startDate: '2031-03-14', endDate: null },
      { kind: 'break', startDate: '2031-04-21', endDate: '2031-04-27' },
      { kind: 'holiday', startDate: '2031-05-07', endDate: null },
    ]);
    expect(weeks).toEqual({
      firstDay: '2031-03-03',
      lastDay: '2031-06-15',
      daysOff: [
        { from: '2031-04-21', to: '2031-04-27' },
        { from: '2031-05-07', to: '2031-05-07' },
      ],
    });
  });

  it("fall back to the period's own dates without classes or exams in the calendar", () => {
    expect(teachingWeeks(period, [])).toEqual({
      firstDay: '2031-02-01',
      lastDay: '2031-02-14',
      daysOff: [],
    });
  });
});

describe('weekly dates', () => {
  const weeks = {
    // A Wednesday to a Tuesday three weeks on.
    firstDay: '2031-03-05',
    lastDay: '2031-03-25',
    daysOff: [{ from: '2031-03-17', to: '2031-03-18' }],
  };

  it('start on the first such weekday of teaching and skip only the days off after it', () => {
    expect(weeklyDates(weeks, 1)).toEqual({ first: '2031-03-10', skipped: ['2031-03-17'] });
    expect(weeklyDates(weeks, 3)).toEqual({ first: '2031-03-05', skipped: [] });
    expect(weeklyDates(weeks, 2)).toEqual({ first: '2031-03-11', skipped: ['2031-03-18'] });
  });

  it('start after a day off rather than on it', () => {
    expect(
      weeklyDates({ ...weeks, daysOff: [{ from: '2031-03-05', to: '2031-03-05' }] }, 3),
    ).toEqual({
      first: '2031-03-12',
      skipped: [],
    });
  });

  it('are none when every class would fall on a day off', () => {
    expect(
      weeklyDates({ ...weeks, daysOff: [{ from: '2031-03-01', to: '2031-03-31' }] }, 4),
    ).toBeNull();
  });
});

describe('timetable meetings', () => {
  const subject = (status: SelectedSubject['status'], id: number): SelectedSubject => ({
    id,
    code: `SUB${id}`,
    name: 'Subject',
    nameMs: null,
    credits: 3,
    faculty: { id: 1, name: 'Faculty', nameMs: null },
    status,
    section: {
      id: id * 10,
      number: 1,
      schedule: '',
      lecturer: 'Dr. Test',
      meetings: [
        { day: 3, startTime: '10:00', endTime: '11:00', room: 'DK1' },
        { day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' },
      ],
    },
  });
  const weeks = teachingWeeks(period, []);

  it('leave rejected subjects out and number meetings by day within their section', () => {
    const meetings = timetableMeetings(
      [subject('approved', 1), subject('rejected', 2), subject('pending', 3)],
      weeks,
    );
    expect(meetings.map((m) => [m.uid, m.status, m.startTime])).toEqual([
      ['section-10-meeting-1@daftar', 'approved', '08:00'],
      ['section-10-meeting-2@daftar', 'approved', '10:00'],
      ['section-30-meeting-1@daftar', 'pending', '08:00'],
      ['section-30-meeting-2@daftar', 'pending', '10:00'],
    ]);
  });

  it("give each part's section of a subject of several parts its own meetings, named by part", () => {
    const lab = subject('approved', 4);
    const tutorial = {
      ...lab.section,
      id: 41,
      number: 2,
      part: 'T',
      meetings: [{ day: 2, startTime: '14:00', endTime: '15:00', room: 'Makmal 2' }],
    };
    const meetings = timetableMeetings(
      [{ ...lab, parts: [{ ...lab.section, part: 'L' }, tutorial] }],
      weeks,
    );
    expect(meetings.map((m) => [m.uid, `${m.part}${m.sectionNumber}`, m.room])).toEqual([
      ['section-40-meeting-1@daftar', 'L1', 'DK1'],
      ['section-40-meeting-2@daftar', 'L1', 'DK1'],
      ['section-41-meeting-1@daftar', 'T2', 'Makmal 2'],
    ]);
  });
});
