import { API, type LiveFigures } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { sampleValue } from '../../test/prometheus-text';
import { connectSocket, eventually, record } from '../../test/sockets';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../test/test-app';

// Issue 23: GET /metrics counts what a small registration rush did, and only Prometheus reads it.

const METRICS_TOKEN = 'scrape-me-with-this-token';

let t: TestApp;
let call: ReturnType<typeof api>;
let fx: Fixture;
let admin: TestUser;
let advisor: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    METRICS_TOKEN,
    PROCESS_NAME: 'rush-test',
    LOGIN_FAILURES_PER_ACCOUNT: 1,
    LIVE_FIGURES_INTERVAL_MS: 100,
  });
  call = api(t);
  admin = await t.createUser({ role: 'admin' });
  advisor = await t.createUser({ role: 'lecturer', name: 'Dr. Backlog' });
  fx = await createCatalogue(
    t.database.db,
    [
      { code: 'MET1001', credits: 4, sections: [{ capacity: 3, meetings: [[1, 8, 10]] }] },
      { code: 'MET1002', credits: 3, sections: [{ capacity: 30, meetings: [[1, 9, 11]] }] },
      { code: 'MET1003', credits: 12, sections: [{ capacity: 30, meetings: [[2, 8, 10]] }] },
      { code: 'MET2001', credits: 3, sections: [{ capacity: 30, meetings: [[3, 8, 10]] }] },
      // Meets while MET2001 does.
      { code: 'MET2002', credits: 3, sections: [{ capacity: 30, meetings: [[3, 9, 11]] }] },
      {
        code: 'MET3001',
        credits: 3,
        prerequisites: ['MET2001'],
        sections: [{ capacity: 30, meetings: [[4, 8, 10]] }],
      },
    ],
    { creditMax: 15 },
  );
});
afterAll(() => t.close());

const id = (code: string) => fx.subjects[code]!.id;
const scrape = () =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });

describe('GET /metrics after a registration rush', () => {
  it('counts each seat change, refusal, promotion, submission and failed sign-in the rush made', async () => {
    const students = await Promise.all(
      Array.from({ length: 5 }, () => t.createUser({ advisorId: advisor.id })),
    );
    // Five students race for the three seats of MET1001: three take one, two find it full.
    const adds = await Promise.all(students.map((student) => call.add(student, id('MET1001'))));
    const statuses = adds.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    const seated = students.filter((_, i) => adds[i]!.statusCode === 201);
    const refused = students.filter((_, i) => adds[i]!.statusCode === 409);

    // MET1002 meets while MET1001 does; MET1003's 12 credits pass the maximum of 15.
    expect((await call.add(seated[0]!, id('MET1002'))).json().code).toBe('TIME_CLASH');
    expect((await call.add(seated[1]!, id('MET1003'))).json().code).toBe('CREDIT_LIMIT');
    expect((await call.add(seated[1]!, id('MET3001'))).json().code).toBe('PREREQUISITE_NOT_MET');

    // One refused student waits; a seated one drops, and the seat goes to the waiting student.
    expect(
      (await call.post(API.waitlist, refused[0]!, { subjectId: id('MET1001') })).statusCode,
    ).toBe(201);
    expect((await call.remove(seated[2]!, id('MET1001'))).statusCode).toBe(204);

    // The first submits, and can then change nothing until it is reviewed.
    expect((await call.submit(seated[0]!)).statusCode).toBe(200);
    expect((await call.add(seated[0]!, id('MET2001'))).json().code).toBe(
      'REGISTRATION_UNDER_REVIEW',
    );

    // A wrong password, then another try before the wait after it is over.
    const wrong = { username: students[4]!.username, password: `${TEST_PASSWORD}x` };
    expect((await call.post(API.login, undefined, wrong)).statusCode).toBe(401);
    expect((await call.post(API.login, undefined, wrong)).statusCode).toBe(429);

    const reply = await scrape();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = reply.body;
    const value = (name: string, labels?: Record<string, string>) =>
      sampleValue(text, name, { process: 'rush-test', ...labels });

    expect(value('daftar_seat_changes_total', { outcome: 'taken' })).toBe(3);
    expect(value('daftar_seat_changes_total', { outcome: 'full' })).toBe(2);
    expect(value('daftar_seat_changes_total', { outcome: 'clash' })).toBe(1);
    expect(value('daftar_seat_changes_total', { outcome: 'credit_max' })).toBe(1);
    expect(value('daftar_seat_changes_total', { outcome: 'prerequisite' })).toBe(1);
    expect(value('daftar_seat_changes_total', { outcome: 'under_review' })).toBe(1);
    expect(value('daftar_seat_changes_total', { outcome: 'given_back' })).toBe(1);
    expect(value('daftar_seat_changes_total', { outcome: 'period_closed' })).toBe(0);
    expect(value('daftar_waitlist_promotions_total')).toBe(1);
    expect(value('daftar_waitlist_skips_total')).toBe(0);
    expect(value('daftar_registrations_submitted')).toBe(1);
    expect(value('daftar_registrations_awaiting_review')).toBe(1);
    expect(value('daftar_registrations_oldest_awaiting_review_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('daftar_login_failures_total')).toBe(1);
    expect(value('daftar_login_throttled_total')).toBe(1);
    expect(value('daftar_email_outbox_messages', { state: 'pending' })).toBe(0);

    // Requests are timed by route pattern: the drop's URL carried an id, its series does not.
    const timed = (method: string, route: string, status: string) =>
      value('http_server_request_duration_seconds_count', { method, route, status_code: status });
    expect(timed('POST', '/api/registration/subjects', '201')).toBe(3);
    expect(timed('POST', '/api/registration/subjects', '409')).toBe(6);
    expect(timed('DELETE', '/api/registration/subjects/:id', '204')).toBe(1);
    expect(text).not.toMatch(/route="\/api\/registration\/subjects\/\d/);
    expect(value('http_server_request_duration_seconds_bucket', { le: '10' })).toBeDefined();
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    // The dashboard reads the same counts, with the database's queues.
    const figures: LiveFigures = (await call.get(API.liveFigures, admin)).json();
    const outcome = (name: string) => figures.seatChanges.find((s) => s.outcome === name);
    // Summed over the minutes: the rush may straddle a minute's turn.
    const sum = (counts: number[] | undefined) => counts?.reduce((a, b) => a + b, 0);
    expect(outcome('taken')?.lastMinutes).toBe(3);
    expect(sum(outcome('full')?.perMinute)).toBe(2);
    expect(sum(figures.submissionsPerMinute)).toBe(1);
    expect(figures.fullestSubjects[0]).toMatchObject({
      code: 'MET1001',
      registered: 3,
      capacity: 3,
      waiting: 0,
    });
    expect(figures.reviewBacklog).toEqual([
      expect.objectContaining({ advisorId: advisor.id, advisorName: 'Dr. Backlog', waiting: 1 }),
    ]);
    expect(figures.replyTimeP95Seconds).toBeGreaterThan(0);
    expect(figures.process).toBe('rush-test');
  });
});

describe("a reviewer's seat changes", () => {
  it('counts a rejection as a seat given back, a re-approval as one taken, and a refused one by its rule', async () => {
    const count = async (outcome: string) =>
      sampleValue((await scrape()).body, 'daftar_seat_changes_total', { outcome });
    const before = {
      taken: await count('taken'),
      given_back: await count('given_back'),
      clash: await count('clash'),
    };
    const student = await t.createUser({ advisorId: advisor.id });
    // MET1002 stays undecided, so the registration stays under review between decisions.
    for (const code of ['MET2001', 'MET1002'])
      expect((await call.add(student, id(code))).statusCode).toBe(201);
    expect((await call.submit(student)).statusCode).toBe(200);
    const registrationId = (await call.get(API.reviewRegistrations, advisor))
      .json()
      .find((r: { student: { id: number } }) => r.student.id === student.id).id;
    const reason = { reason: 'Take it next semester.' };

    const reject = API.rejectSubject(registrationId, id('MET2001'));
    expect((await call.post(reject, advisor, reason)).statusCode).toBe(200);
    const approve = API.approveSubject(registrationId, id('MET2001'));
    // Approving a rejected subject changes a decision: it carries a reason.
    const change = { reason: 'Reconsidered.' };
    expect((await call.post(approve, advisor, change)).statusCode).toBe(200);
    expect(await count('given_back')).toBe(before.given_back! + 1);
    expect(await count('taken')).toBe(before.taken! + 3);

    // Rejected again, its slot taken by another subject: approving it now meets a clash.
    expect((await call.post(reject, advisor, reason)).statusCode).toBe(200);
    const approveOther = API.approveSubject(registrationId, id('MET1002'));
    expect((await call.post(approveOther, advisor)).statusCode).toBe(200);
    expect((await call.add(student, id('MET2002'))).statusCode).toBe(201);
    expect((await call.submit(student)).statusCode).toBe(200);
    const refused = await call.post(approve, advisor, change);
    expect(refused.json().code).toBe('TIME_CLASH');
    expect(await count('clash')).toBe(before.clash! + 1);
    expect(await count('given_back')).toBe(before.given_back! + 2);
  });
});

describe('who may read the figures', () => {
  it('answers Prometheus only with the bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN.replace(/.$/, 'X')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
    // A signed-in admin's session is not the scrape token.
    expect((await call.get('/metrics', admin)).statusCode).toBe(401);
  });

  it('serves no figures at all when METRICS_TOKEN is unset', async () => {
    const plain = await createTestApp();
    try {
      const reply = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await plain.close();
    }
  });

  it("keeps the dashboard's figures to admins", async () => {
    const student = await t.createUser();
    expect((await call.get(API.liveFigures, student)).statusCode).toBe(403);
    expect((await call.get(API.liveFigures, advisor)).statusCode).toBe(403);
    expect((await call.get(API.liveFigures)).statusCode).toBe(401);
  });
});

describe('live figures over sockets', () => {
  it("sends admins' sockets the figures, counting the sockets and what they were sent", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const adminSocket = await connectSocket(url, { token: admin.token });
    const studentSocket = await connectSocket(url, { token: (await t.createUser()).token });
    try {
      const adminHeard = record(adminSocket, 'liveFiguresUpdated');
      const studentHeard = record(studentSocket, 'liveFiguresUpdated');
      await eventually(() => expect(adminHeard.length).toBeGreaterThan(0));
      expect(adminHeard[0]!.connectedBrowsers).toBe(2);
      expect(studentHeard).toEqual([]);
      // Figures go out every second: one may be counted and still on its way, so the count
      // holds at least what had arrived before the scrape, and all it counts arrive.
      const heardBeforeScrape = adminHeard.length;
      const text = (await scrape()).body;
      expect(sampleValue(text, 'daftar_live_sockets')).toBe(2);
      const delivered = sampleValue(text, 'daftar_live_events_delivered_total', {
        event: 'liveFiguresUpdated',
      });
      expect(delivered).toBeGreaterThanOrEqual(heardBeforeScrape);
      await eventually(() => expect(adminHeard.length).toBeGreaterThanOrEqual(delivered!));
    } finally {
      adminSocket.close();
      studentSocket.close();
    }
    await eventually(async () =>
      expect(sampleValue((await scrape()).body, 'daftar_live_sockets')).toBe(0),
    );
  });
});
