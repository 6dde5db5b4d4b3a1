import { describe, expect, it } from 'vitest';
import {
  campusDay,
  changeStage,
  currentStages,
  keptChange,
  withdrawalOpen,
  type StagedPeriod,
} from './seats.stage-rules';

// Each stage's boundaries in Malaysian time (+08:00): the day before, the first day and the last.
// A Malaysian day begins at 16:00 UTC the day before.

const period: StagedPeriod = {
  start_date: '2027-02-01',
  end_date: '2027-02-14',
  closed_at: null,
  add_drop_start_date: '2027-02-15',
  add_drop_end_date: '2027-02-28',
  late_registration_end_date: '2027-02-21',
  withdrawal_start_date: '2027-03-08',
  withdrawal_end_date: '2027-04-18',
};

/** An instant on a Malaysian day: early (00:00:30 MYT) or late (23:59:30 MYT). */
const at = (day: string, when: 'first' | 'last' = 'first') =>
  new Date(Date.parse(`${day}T00:00:00+08:00`) + (when === 'first' ? 30_000 : 86_400_000 - 30_000));
const approved = { status: 'approved' as const, hasApproved: true };
const none = null;

describe('the stages of a period in Malaysian time', () => {
  it('reads the calendar day in Malaysia, not in UTC', () => {
    expect(campusDay(new Date('2027-02-14T15:59:59Z'))).toBe('2027-02-14');
    expect(campusDay(new Date('2027-02-14T16:00:00Z'))).toBe('2027-02-15');
  });

  it('amends an approved registration from the first day of add/drop to its last', () => {
    // The window keeps its own reading (its days in UTC, so it ends at 08:00 on 15 February in
    // Malaysia): until then a change is the window's, after it add/drop's.
    expect(changeStage(period, approved, at('2027-02-15', 'first'))).toEqual({
      ok: true,
      stage: 'window',
    });
    expect(changeStage(period, approved, at('2027-02-14', 'last'))).toEqual({
      ok: true,
      stage: 'window',
    });
    expect(changeStage(period, approved, new Date('2027-02-15T08:00:00Z'))).toEqual({
      ok: true,
      stage: 'add_drop',
    });
    expect(changeStage(period, approved, at('2027-02-28', 'last'))).toEqual({
      ok: true,
      stage: 'add_drop',
    });
    expect(changeStage(period, approved, at('2027-03-01', 'first'))).toEqual({
      ok: false,
      refusal: { code: 'STAGE_CLOSED', context: 'addDropEnded', date: '2027-02-28' },
    });
  });

  it('says when add/drop opens when it starts after the window', () => {
    const later = { ...period, add_drop_start_date: '2027-02-17' };
    expect(changeStage(later, approved, at('2027-02-16', 'last'))).toEqual({
      ok: false,
      refusal: { code: 'STAGE_CLOSED', context: 'addDropOpens', date: '2027-02-17' },
    });
    expect(changeStage(later, approved, at('2027-02-17'))).toEqual({ ok: true, stage: 'add_drop' });
  });

  it('registers late, one with nothing approved, until late registration ends', () => {
    const after = new Date('2027-02-15T08:00:00Z');
    expect(changeStage(period, none, after)).toEqual({ ok: true, stage: 'late' });
    expect(changeStage(period, { status: 'draft', hasApproved: false }, after)).toEqual({
      ok: true,
      stage: 'late',
    });
    expect(changeStage(period, none, at('2027-02-21', 'last'))).toEqual({
      ok: true,
      stage: 'late',
    });
    expect(changeStage(period, none, at('2027-02-22'))).toEqual({
      ok: false,
      refusal: { code: 'STAGE_CLOSED', context: 'lateEnded', date: '2027-02-21' },
    });
    // Without a late stage the window's own refusal stands.
    const noLate = { ...period, late_registration_end_date: null };
    expect(changeStage(noLate, none, after)).toEqual({
      ok: false,
      refusal: { code: 'PERIOD_NOT_OPEN', status: 'Closed' },
    });
  });

  it('keeps the window as it was: before it, in it, and add/drop ending inside it', () => {
    expect(changeStage(period, none, new Date('2027-01-31T12:00:00Z'))).toEqual({
      ok: false,
      refusal: { code: 'PERIOD_NOT_OPEN', status: 'Upcoming' },
    });
    expect(changeStage(period, approved, new Date('2027-02-10T12:00:00Z'))).toEqual({
      ok: true,
      stage: 'window',
    });
    const early = { ...period, add_drop_start_date: null, add_drop_end_date: '2027-02-07' };
    expect(changeStage(early, none, at('2027-02-08'))).toEqual({
      ok: false,
      refusal: { code: 'ADD_DROP_ENDED' },
    });
    // Submitting is not stopped by add/drop ending inside the window.
    expect(changeStage(early, none, at('2027-02-08'), true)).toEqual({ ok: true, stage: 'window' });
  });

  it('stops every change when the registrar closes the period early', () => {
    const closed = { ...period, closed_at: '2027-02-10T00:00:00.000Z' };
    for (const registration of [approved, none]) {
      expect(changeStage(closed, registration, new Date('2027-02-16T08:00:00Z'))).toEqual({
        ok: false,
        refusal: { code: 'PERIOD_NOT_OPEN', status: 'Closed' },
      });
    }
  });

  it('opens withdrawal on its first Malaysian day and closes it after its last', () => {
    expect(withdrawalOpen(period, at('2027-03-07', 'last'))).toBe(false);
    expect(withdrawalOpen(period, at('2027-03-08'))).toBe(true);
    expect(withdrawalOpen(period, at('2027-04-18', 'last'))).toBe(true);
    expect(withdrawalOpen(period, at('2027-04-19'))).toBe(false);
    expect(withdrawalOpen({ ...period, withdrawal_start_date: null }, at('2027-03-10'))).toBe(
      false,
    );
  });

  it("lists today's stages", () => {
    expect(currentStages(period, new Date('2027-02-10T12:00:00Z'))).toEqual(['registration']);
    expect(currentStages(period, new Date('2027-02-16T12:00:00Z'))).toEqual([
      'addDrop',
      'lateRegistration',
    ]);
    expect(currentStages(period, at('2027-03-10'))).toEqual(['withdrawal']);
  });

  it('keeps every change after the window, and in it those amending an approved registration', () => {
    expect(keptChange('window', false)).toBeNull();
    expect(keptChange('window', true)).toBe('window');
    expect(keptChange('add_drop', true)).toBe('add_drop');
    expect(keptChange('late', false)).toBe('late');
  });
});
