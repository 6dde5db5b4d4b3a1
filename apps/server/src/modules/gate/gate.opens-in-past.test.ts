import { API, type AdminGate } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { gateTestBed } from './gate.test-bed';

// Issue 42: the registrar saved the gate with its opening in the past, and the queue opened at
// once with nobody waiting. An opening already passed is refused; opening now is asked for.

// The clock starts at the real time: the catalogue's period began the day before it, by the real
// calendar, and a fixed date became one before the period's start once that day had passed.
const bed = gateTestBed(new Date().toISOString(), [
  { code: 'GTP1001', sections: [{ capacity: 10, meetings: [[1, 8, 10]] }] },
]);
const { clock, setGate, readGate, join } = bed;

describe('an automatic opening in the past', () => {
  it('is refused with its own code, in both languages, and nothing opens', async () => {
    const before = await readGate();
    const yesterday = new Date(clock.nowMs - 86_400_000).toISOString();
    const refused = await setGate({ enabled: true, opensAt: yesterday, ratePerMinute: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'GATE_OPENS_IN_PAST',
      params: { opensAt: yesterday },
    });
    expect(refused.json().error).toMatch(/has already passed.*open the queue now/);
    const malay = await bed.t.app.inject({
      method: 'PUT',
      url: API.adminPeriodGate(bed.fx.periodId),
      headers: { ...bed.admin.headers, 'accept-language': 'ms' },
      payload: { enabled: true, opensAt: yesterday },
    });
    expect(malay.json().error).toMatch(/telah berlalu/);
    // Nothing changed: the gate is off, and a student registers without a queue.
    expect((await readGate()).settings).toEqual(before.settings);
    expect(await bed.t.gate.tick()).toBeNull();
    expect(await join(await bed.t.createUser())).toEqual({ state: 'open' });
  });

  it('is refused when the gate is turned on with the opening it kept (the period’s start)', async () => {
    // The settings a period without a gate has open at the period's start, long past here.
    const refused = await setGate({ enabled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('GATE_OPENS_IN_PAST');
  });

  it('is allowed within a minute, for the time the request takes and clocks that differ', async () => {
    const justNow = new Date(clock.nowMs - 30_000).toISOString();
    expect((await setGate({ enabled: true, opensAt: justNow })).statusCode).toBe(200);
    await setGate({ enabled: false });
  });

  it('opens the queue now when the registrar asks for that, and not both at once', async () => {
    const both = await setGate({ enabled: true, openNow: true, opensAt: new Date().toISOString() });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields.openNow).toMatch(/not both/);

    const opened = await setGate({ enabled: true, openNow: true });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().settings.opensAt).toBe(new Date(clock.nowMs).toISOString());
    expect(await bed.t.gate.tick()).toMatchObject({ opened: true });
    // The rate of an opened gate still changes; its opening, sent as it is, is no change.
    const { settings } = (await readGate()) as AdminGate;
    clock.nowMs += 3_600_000;
    const rate = await setGate({ opensAt: settings.opensAt, ratePerMinute: 60 });
    expect(rate.statusCode).toBe(200);
  });

  it('is allowed for a gate that stays off, and refused when it is then turned on', async () => {
    await setGate({ enabled: false });
    const past = new Date(clock.nowMs - 7_200_000).toISOString();
    expect((await setGate({ enabled: false, opensAt: past })).statusCode).toBe(200);
    expect((await setGate({ enabled: true })).json().code).toBe('GATE_OPENS_IN_PAST');
    const ahead = new Date(clock.nowMs + 3_600_000).toISOString();
    const later = await setGate({ enabled: true, opensAt: ahead });
    expect(later.statusCode).toBe(200);
    expect(later.json().progress).toMatchObject({ opened: false });
  });
});
