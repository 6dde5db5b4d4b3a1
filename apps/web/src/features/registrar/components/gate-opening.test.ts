import { describe, expect, it } from 'vitest';
import { openingInstant, proposedOpening } from './gate-opening';

const settings = (opensAt: string) => ({
  periodId: 7,
  enabled: false,
  opensAt,
  ratePerMinute: null,
  paused: false,
});
// 2:50 pm on 3 March 2027 in Malaysia.
const NOW = Date.parse('2027-03-03T14:50:00+08:00');

describe('the opening the gate dialog proposes', () => {
  it('keeps a saved opening that is still ahead, such as the period’s start', () => {
    expect(proposedOpening(settings('2027-03-04T00:00:00+08:00'), NOW)).toBe('2027-03-04T00:00');
  });

  it('proposes the next whole hour at least 15 minutes ahead for one already passed', () => {
    expect(proposedOpening(settings('2027-02-28T00:00:00+08:00'), NOW)).toBe('2027-03-03T16:00');
    const earlier = Date.parse('2027-03-03T14:40:00+08:00');
    expect(proposedOpening(settings('2027-02-28T00:00:00+08:00'), earlier)).toBe(
      '2027-03-03T15:00',
    );
  });

  it('reads a typed time on the campus clock, and nothing from an empty field', () => {
    expect(openingInstant('2027-03-03T16:00')).toBe('2027-03-03T08:00:00.000Z');
    expect(openingInstant('')).toBeNull();
  });
});
