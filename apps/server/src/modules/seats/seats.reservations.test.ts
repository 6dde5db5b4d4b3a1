import { describe, expect, it } from 'vitest';
import { keptSeats, sectionsOpenTo, type ReservationHold } from './seats.reservations';

const now = new Date('2026-12-01T00:00:00Z');
const later = '2026-12-02T00:00:00Z';
const earlier = '2026-11-30T00:00:00Z';
const hold = (over: Partial<ReservationHold>): ReservationHold => ({
  sectionId: 1,
  seats: 10,
  member: false,
  holding: 0,
  until: later,
  ...over,
});

describe('the seats reservations keep from a student', () => {
  it('keeps what no member holds yet, of reservations in force for groups they are not of', () => {
    const kept = keptSeats(
      [
        hold({ holding: 3 }),
        hold({ member: true }),
        hold({ until: earlier }),
        hold({ sectionId: null, seats: 2, until: '2026-12-01T12:00:00Z' }),
        hold({ sectionId: 2, seats: 4, holding: 9 }),
      ],
      now,
    );
    expect([...kept.bySection]).toEqual([[1, 7]]);
    expect(kept.subject).toBe(2);
    expect(kept.until).toBe('2026-12-01T12:00:00Z');
  });

  it('keeps nothing once every reservation has lapsed', () => {
    expect(keptSeats([hold({ until: earlier })], now)).toEqual({
      bySection: new Map(),
      subject: 0,
      until: null,
    });
  });

  it('lowers a section by what is kept in it, and a part by what is kept across the subject', () => {
    const sections = [
      { id: 1, capacity: 10, registered: 2, part: 'L' },
      { id: 2, capacity: 10, registered: 9, part: 'L' },
      { id: 3, capacity: 5, registered: 0, part: 'T' },
    ];
    const open = sectionsOpenTo(sections, {
      bySection: new Map([[1, 3]]),
      subject: 2,
      until: later,
    });
    // L: section 2 gives its one free seat, section 1 the other; T: section 3 both.
    expect(open.map((s) => s.capacity)).toEqual([6, 9, 3]);
    // A section never falls below what it holds.
    const full = sectionsOpenTo(sections, {
      bySection: new Map([[2, 5]]),
      subject: 0,
      until: later,
    });
    expect(full[1]!.capacity).toBe(9);
  });
});
