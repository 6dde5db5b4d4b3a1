import { describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { formatClock, isOnGrid, placeMeetings, toMinutes } from './timetable';

const withMeetings = (
  id: number,
  meetings: { day: number; startTime: string; endTime: string }[],
) =>
  selectedSubject(id, {
    section: {
      id,
      number: 1,
      schedule: '',
      lecturer: '',
      meetings: meetings.map((meeting) => ({ ...meeting, room: 'DK1' })),
    },
  });

describe('timetable', () => {
  it("places every part's meetings of a subject of several parts, each named by its section", () => {
    const held = (id: number, part: string, day: number) => ({
      id,
      number: id,
      part,
      schedule: '',
      lecturer: '',
      meetings: [{ day, startTime: '08:00', endTime: '09:00', room: 'DK1' }],
    });
    const lab = selectedSubject(1, {
      section: held(1, 'L', 1),
      parts: [held(1, 'L', 1), held(2, 'T', 2)],
    });
    const days = placeMeetings([lab]);
    expect(days.get(1)!.map((p) => p.section)).toEqual(['L1']);
    expect(days.get(2)!.map((p) => p.section)).toEqual(['T2']);
  });

  it('reads and writes times in the grid style', () => {
    expect(toMinutes('08:30')).toBe(510);
    expect(formatClock(480)).toBe('8:00 AM');
    expect(formatClock(720)).toBe('12:00 PM');
    expect(formatClock(1020)).toBe('5:00 PM');
    expect(formatClock(1005)).toBe('4:45 PM');
    expect(formatClock(480, 'ms')).toBe('8:00 PG');
    expect(formatClock(1005, 'ms')).toBe('4:45 PTG');
    expect(formatClock(720, 'ms')).toBe('12:00 PTG');
  });

  it('puts each meeting on its weekday in time order, a subject on every day it meets', () => {
    const days = placeMeetings([
      withMeetings(1, [
        { day: 3, startTime: '10:00', endTime: '12:00' },
        { day: 1, startTime: '08:00', endTime: '10:00' },
      ]),
      withMeetings(2, [{ day: 3, startTime: '08:00', endTime: '09:00' }]),
    ]);
    expect(days.get(1)!.map((placed) => [placed.subject.id, placed.start])).toEqual([[1, 480]]);
    expect(days.get(3)!.map((placed) => [placed.subject.id, placed.start])).toEqual([
      [2, 480],
      [1, 600],
    ]);
    expect(days.get(2)).toEqual([]);
    expect(days.get(3)!.map((placed) => placed.colour)).toEqual([1, 0]);
  });

  it('sets overlapping meetings side by side', () => {
    const days = placeMeetings([
      withMeetings(1, [{ day: 2, startTime: '08:00', endTime: '10:00' }]),
      withMeetings(2, [{ day: 2, startTime: '09:00', endTime: '11:00' }]),
      withMeetings(3, [{ day: 2, startTime: '11:00', endTime: '12:00' }]),
    ]);
    expect(days.get(2)!.map(({ lane, lanes }) => [lane, lanes])).toEqual([
      [0, 2],
      [1, 2],
      [0, 1],
    ]);
  });

  it('knows a meeting outside 8:00 AM to 6:00 PM is not on the grid', () => {
    expect(isOnGrid({ start: toMinutes('18:00'), end: toMinutes('20:00') })).toBe(false);
    expect(isOnGrid({ start: toMinutes('07:00'), end: toMinutes('09:00') })).toBe(true);
  });
});
