import { ADMISSION_HEADER, API, type GateRehearsal, type GateStatus } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { connectSocket, record } from '../../test/sockets';
import type { TestUser } from '../../test/test-app';
import { gateTestBed } from './gate.test-bed';

// Issue 42: the registrar rehearses the gate, waiting in a test queue as a student would, and
// the real gate (its queue, its students, registration) does not notice. Run on SQLite by
// `npm test` and on PostgreSQL by `npm run test:pg`.

const bed = gateTestBed('2026-12-01T00:00:00Z', [
  { code: 'GTH1001', sections: [{ capacity: 10, meetings: [[1, 8, 10]] }] },
]);
const { clock } = bed;
const REAL_OPENING = '2026-12-01T09:00:00+08:00';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: object,
) => bed.inject(method, url, user, { payload });
const rehearsal = async (): Promise<GateRehearsal> =>
  (await call('POST', API.adminGateRehearsalJoin, bed.admin)).json();
const realGate = bed.readGate;

describe('a gate rehearsal', () => {
  it('is only the registrar’s, and there is none until one starts', async () => {
    const student = await bed.t.createUser();
    expect((await call('POST', API.adminGateRehearsalJoin, student)).statusCode).toBe(403);
    expect(await rehearsal()).toEqual({ state: 'none' });
    const bad = await call('POST', API.adminGateRehearsal, bed.admin, {
      standIns: 7,
      opensInSeconds: 30,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes the registrar through the pre-queue, a shuffled opening and a falling place to their turn, leaving the real gate as it was', async () => {
    // The real gate: on, opening at 09:00, with students gathering in its pre-queue.
    const set = await call('PUT', API.adminPeriodGate(bed.fx.periodId), bed.admin, {
      enabled: true,
      opensAt: REAL_OPENING,
      ratePerMinute: 120,
    });
    expect(set.statusCode).toBe(200);
    const students = [await bed.t.createUser(), await bed.t.createUser()];
    for (const student of students) {
      expect(await call('POST', API.gateJoin, student).then((r) => r.json())).toMatchObject({
        state: 'waiting',
        ticket: null,
      });
    }
    const realBefore = await bed.t.gate.tick();
    const url = await bed.t.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await connectSocket(url);
    const heard = record(socket, 'gateProgress');

    // The rehearsal: 20 stand-ins, opening in 30 seconds, at the real gate's rate.
    const started = await call('POST', API.adminGateRehearsal, bed.admin, {
      standIns: 20,
      opensInSeconds: 30,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      state: 'waiting',
      standIns: 20,
      ticket: null,
      progress: {
        opened: false,
        prequeued: 1,
        ratePerMinute: 120,
        automatic: false,
        opensAt: new Date(clock.nowMs + 30_000).toISOString(),
      },
    });

    // The opening: the registrar's place is somewhere among the 21.
    clock.nowMs += 30_000;
    const opened = await rehearsal();
    if (opened.state !== 'waiting') throw new Error(`expected to wait, got ${opened.state}`);
    expect(opened.progress).toMatchObject({ opened: true, issued: 21, admittedThrough: 0 });
    const ticket = opened.ticket!;
    expect(ticket).toBeGreaterThanOrEqual(1);
    expect(ticket).toBeLessThanOrEqual(21);

    // Two a second: the place falls, then the turn comes, with no admission to register with.
    clock.nowMs += 1000;
    const moved = await rehearsal();
    if (ticket > 2)
      expect(moved).toMatchObject({ state: 'waiting', progress: { admittedThrough: 2 } });
    clock.nowMs += 11_000;
    const turn = await rehearsal();
    expect(turn).toEqual({
      state: 'admitted',
      standIns: 20,
      expiresAt: expect.any(String),
    });
    expect(JSON.stringify(turn)).not.toMatch(/admission/);

    // The real gate is where it was: not opened, the same pre-queue, nothing more admitted; no
    // browser heard of the rehearsal; its students still wait; the registrar holds no admission.
    const realAfter = await bed.t.gate.tick();
    expect(realAfter).toEqual({ ...realBefore });
    expect((await realGate()).activeAdmissions).toBe(0);
    expect(
      heard.every((progress) => progress.opensAt === new Date(REAL_OPENING).toISOString()),
    ).toBe(true);
    for (const student of students) {
      const status: GateStatus = (await call('POST', API.gateJoin, student)).json();
      expect(status).toMatchObject({ state: 'waiting', ticket: null });
      const add = await bed.t.app.inject({
        method: 'POST',
        url: API.selectedSubjects,
        headers: student.headers,
        payload: { subjectId: bed.fx.subjects.GTH1001!.id },
      });
      expect(add.statusCode).toBe(403);
      expect(add.headers[ADMISSION_HEADER]).toBeUndefined();
    }
    socket.close();
  });

  it('starts afresh when run again, and ends when the registrar ends it', async () => {
    const again = await call('POST', API.adminGateRehearsal, bed.admin, {
      standIns: 0,
      opensInSeconds: 0,
    });
    // Opened at once with nobody ahead: the registrar has the first place.
    expect(again.json()).toMatchObject({ state: 'waiting', ticket: 1, progress: { issued: 1 } });
    expect((await call('DELETE', API.adminGateRehearsal, bed.admin)).statusCode).toBe(204);
    expect(await rehearsal()).toEqual({ state: 'none' });
    await call('PUT', API.adminPeriodGate(bed.fx.periodId), bed.admin, { enabled: false });
  });
});
