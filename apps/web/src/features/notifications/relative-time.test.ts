import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const t = i18n.getFixedT('en', 'notifications');
const now = new Date(2025, 5, 10, 15, 30).getTime();
const ago = (ms: number) => relativeTime(now - ms, now, t);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('relative time', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1 minute ago'],
    [2 * MINUTE - 1, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [5 * HOUR + 59 * MINUTE, '5 hours ago'],
    [24 * HOUR - 1, '23 hours ago'],
  ])('says %i ms ago as "%s"', (elapsed, text) => {
    expect(ago(elapsed)).toBe(text);
  });

  it('gives the en-GB date from a day on', () => {
    expect(ago(24 * HOUR)).toBe('9 Jun 2025');
    expect(ago(40 * 24 * HOUR)).toBe('1 May 2025');
  });

  it('says "Just now" for a time a little in the future (a clock set back)', () => {
    expect(ago(-5 * SECOND)).toBe('Just now');
  });
});
