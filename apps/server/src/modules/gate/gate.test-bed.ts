import { ADMISSION_HEADER, API, type AdminGate, type GateStatus } from '@daftar/contract';
import { afterAll, beforeAll } from 'vitest';
import { createCatalogue, type Fixture, type SubjectSpec } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// What the gate's API tests (gate.*.test.ts, issues 25 and 42) share: one app per file whose
// clock is the test's (an opening or a lapse is a step of it), the gate available and ticked only
// by the test, an admin, and a small catalogue.

/** Registers the hooks of a gate test file and returns its bed, its clock starting at `start`. */
export function gateTestBed(start: string, subjects: SubjectSpec[]) {
  let t: TestApp;
  let fx: Fixture;
  let admin: TestUser;
  const clock = { nowMs: Date.parse(start) };

  beforeAll(async () => {
    t = await createTestApp({ GATE: 'on', GATE_TICK_MS: 0 }, { clock: () => clock.nowMs });
    admin = await t.createUser({ role: 'admin' });
    fx = await createCatalogue(t.database.db, subjects);
  });
  afterAll(() => t.close());

  function inject(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user: TestUser,
    { payload, admission }: { payload?: object; admission?: string } = {},
  ) {
    return t.app.inject({
      method,
      url,
      headers: { ...user.headers, ...(admission ? { [ADMISSION_HEADER]: admission } : {}) },
      ...(payload ? { payload } : {}),
    });
  }

  const bed = {
    get t() {
      return t;
    },
    get fx() {
      return fx;
    },
    get admin() {
      return admin;
    },
    /** The test's clock: move `nowMs` to move time. */
    clock,
    inject,
    setGate: (body: object) =>
      inject('PUT', API.adminPeriodGate(fx.periodId), admin, { payload: body }),
    readGate: async (): Promise<AdminGate> =>
      (await inject('GET', API.adminPeriodGate(fx.periodId), admin)).json(),
    join: async (user: TestUser): Promise<GateStatus> =>
      (await inject('POST', API.gateJoin, user)).json(),
    /** Adds the catalogue's first subject, with the admission if one is given. */
    add: (user: TestUser, admission?: string) =>
      inject('POST', API.selectedSubjects, user, {
        payload: { subjectId: Object.values(fx.subjects)[0]!.id },
        admission,
      }),
  };
  return bed;
}

export const ticketOf = (status: GateStatus) => {
  if (status.state !== 'waiting') throw new Error(`expected to wait, got ${status.state}`);
  return status.ticket;
};

export const admissionOf = (status: GateStatus) => {
  if (status.state !== 'admitted') throw new Error(`expected an admission, got ${status.state}`);
  return status.admission;
};
