import { describe, expect, it } from 'vitest';
import { announcementStep, clockOf, waitWords, worthAnnouncing } from './queue-figures';
import { firstAnnouncerState, nextAnnouncerState, type QueueMoment } from './use-queue-announcer';

describe('the waiting page in words', () => {
  it('rounds a wait so it moves about once a minute', () => {
    expect(waitWords(0)).toEqual({ key: 'wait.underMinute' });
    expect(waitWords(59)).toEqual({ key: 'wait.underMinute' });
    expect(waitWords(60)).toEqual({ key: 'wait.minutes', count: 1 });
    expect(waitWords(185)).toEqual({ key: 'wait.minutes', count: 4 });
    expect(waitWords(59 * 60)).toEqual({ key: 'wait.minutes', count: 59 });
    expect(waitWords(3601)).toEqual({ key: 'wait.hours', hours: 1, minutes: 5 });
    expect(waitWords(2 * 3600)).toEqual({ key: 'wait.hours', hours: 2, minutes: 0 });
  });

  it('counts down to the opening in days and a clock', () => {
    expect(clockOf(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(clockOf(-5000)).toEqual({ days: 0, clock: '00:00:00' });
    expect(clockOf(3_723_400)).toEqual({ days: 0, clock: '01:02:04' });
    expect(clockOf(90_061_000)).toEqual({ days: 1, clock: '01:01:01' });
  });
});

describe('when a place is worth announcing', () => {
  it('picks coarser round numbers further back', () => {
    expect([3000, 800, 120, 37, 12, 4].map(announcementStep)).toEqual([500, 100, 25, 10, 5, 1]);
  });

  it('needs a round number passed and 30 s since the last announcement', () => {
    const last = { position: 37, atMs: 0 };
    expect(worthAnnouncing(last, 36, 60_000)).toBe(false);
    expect(worthAnnouncing(last, 31, 60_000)).toBe(false);
    expect(worthAnnouncing(last, 30, 60_000)).toBe(true);
    expect(worthAnnouncing(last, 29, 60_000)).toBe(true);
    expect(worthAnnouncing(last, 29, 29_999)).toBe(false);
    expect(worthAnnouncing({ position: 4, atMs: 0 }, 3, 30_000)).toBe(true);
    expect(worthAnnouncing({ position: 4, atMs: 0 }, 5, 30_000)).toBe(false);
  });
});

describe('the waiting page announcer', () => {
  const moment = (position: number | null, at: number, extra: Partial<QueueMoment> = {}) => ({
    position,
    at,
    paused: false,
    due: position === 0,
    ...extra,
  });
  const run = (moments: QueueMoment[]) => {
    let state = firstAnnouncerState(moments[0]!);
    const said: unknown[] = [];
    for (const next of moments.slice(1)) {
      const before = state.announcement;
      state = nextAnnouncerState(state, next);
      if (state.announcement !== before) said.push(state.announcement);
    }
    return said;
  };

  it('says nothing as the place falls one by one, then the round number, then the turn', () => {
    const seconds = (s: number) => s * 1000;
    const falling = [37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25].map((position, i) =>
      moment(position, seconds(i * 5)),
    );
    expect(run([...falling, moment(20, seconds(70)), moment(0, seconds(80))])).toEqual([
      // 30 comes 35 s after the page showed 37; 25 only 25 s after 30 was said, so not 25.
      { key: 'announce.position', position: 30 },
      { key: 'announce.position', position: 20 },
      { key: 'announce.turn' },
    ]);
  });

  it('says the place given at the opening, and a pause and its end', () => {
    expect(
      run([
        moment(null, 0, { due: false }),
        moment(null, 1000, { due: true }),
        moment(12, 2000),
        moment(12, 3000, { paused: true }),
        moment(12, 4000),
      ]),
    ).toEqual([
      { key: 'announce.opened', position: 12 },
      { key: 'announce.paused' },
      { key: 'announce.resumed' },
    ]);
  });
});
