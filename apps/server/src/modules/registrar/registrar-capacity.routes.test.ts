import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { connectSocket, eventually, record } from '../../test/sockets';
import { registrarTestBed } from './registrar.test-bed';

const bed = registrarTestBed();
const { subjects, student, lastChange } = bed;

describe('capacity during the rush', () => {
  it('raises a full section at once, and every browser hears the new counts', async () => {
    await bed.t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = bed.t.app.server.address();
    const socket = await connectSocket(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    const updates = record(socket, 'quotaUpdated');
    try {
      const subject = subjects()[0]!;
      const [a, b, c] = [await student(), await student(), await student()];
      await bed.call.add(a, subject.id);
      await bed.call.add(b, subject.id);
      expect((await bed.call.add(c, subject.id)).json().code).toBe('SUBJECT_FULL');

      const raised = await bed.call.patch(API.adminSection(subject.sectionIds[0]!), bed.admin, {
        capacity: 3,
        reason: 'Second lab opened',
      });
      expect(raised.json()).toMatchObject({ capacity: 3, registered: 2, closed: false });
      await eventually(() =>
        expect(updates.flat()).toContainEqual({
          subjectId: subject.id,
          newQuota: { total: 3, registered: 2 },
          waiting: 0,
          sections: [{ id: subject.sectionIds[0], capacity: 3, registered: 2 }],
        }),
      );
      expect((await bed.call.add(c, subject.id)).statusCode).toBe(201);
      expect(await lastChange()).toMatchObject({
        entity: 'section',
        action: 'update',
        before: { capacity: 2 },
        after: { capacity: 3 },
        reason: 'Second lab opened',
      });
    } finally {
      socket.close();
    }
  });

  it('refuses to go below the seats taken, saying how many hold them', async () => {
    const subject = subjects()[0]!;
    await bed.call.add(await student(), subject.id);
    await bed.call.add(await student(), subject.id);
    const res = await bed.call.patch(API.adminSection(subject.sectionIds[0]!), bed.admin, {
      capacity: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CAPACITY_BELOW_TAKEN',
      error:
        '2 students hold seats in this section: its capacity cannot go below 2. Close the section to new adds instead.',
      params: { count: 2 },
    });
  });

  it('closes a section to new adds, keeping the seats held, and opens it again', async () => {
    const subject = subjects()[1]!;
    const holder = await student();
    await bed.call.add(holder, subject.id);
    const closed = await bed.call.patch(API.adminSection(subject.sectionIds[0]!), bed.admin, {
      closed: true,
    });
    expect(closed.json()).toMatchObject({ capacity: 30, registered: 1, closed: true });
    const catalogue = (await bed.call.get(API.subjects, holder)).json();
    expect(catalogue.find((s: { id: number }) => s.id === subject.id).quota).toEqual({
      total: 1,
      registered: 1,
    });
    const latecomer = await student();
    expect((await bed.call.add(latecomer, subject.id)).json().code).toBe('SUBJECT_FULL');
    expect((await lastChange()).action).toBe('close');

    await bed.call.patch(API.adminSection(subject.sectionIds[0]!), bed.admin, { closed: false });
    expect((await bed.call.add(latecomer, subject.id)).statusCode).toBe(201);
  });

  it('never overbooks while adds race a capacity change', async () => {
    const subject = subjects()[0]!;
    const racers = await Promise.all(Array.from({ length: 12 }, () => student()));
    const [replies] = await Promise.all([
      Promise.all(racers.map((racer) => bed.call.add(racer, subject.id))),
      bed.call.patch(API.adminSection(subject.sectionIds[0]!), bed.admin, { capacity: 6 }),
    ]);
    const taken = replies.filter((r) => r.statusCode === 201).length;
    const section = await bed.t.database.db
      .selectFrom('sections')
      .select(['capacity', 'registered'])
      .where('id', '=', subject.sectionIds[0]!)
      .executeTakeFirstOrThrow();
    expect(section.capacity).toBe(6);
    expect(section.registered).toBe(taken);
    expect(taken).toBeGreaterThanOrEqual(2);
    expect(taken).toBeLessThanOrEqual(6);
    for (const reply of replies.filter((r) => r.statusCode !== 201)) {
      expect(reply.json().code).toBe('SUBJECT_FULL');
    }
  });
});

describe("the registrar's catalogue", () => {
  it('lists the sections with real capacities, closed or not, and their meetings', async () => {
    const subject = subjects()[1]!;
    await bed.call.patch(API.adminSection(subject.sectionIds[0]!), bed.admin, { closed: true });
    const rows = (
      await bed.call.get(`${API.adminSections}?periodId=${bed.fx.periodId}`, bed.admin)
    ).json();
    expect(rows.find((row: { id: number }) => row.id === subject.sectionIds[0])).toMatchObject({
      subjectId: subject.id,
      number: 1,
      capacity: 30,
      closed: true,
      subject: { name: expect.stringMatching(/^Subject REH/) },
      meetings: [],
    });
    expect((await bed.call.get(`${API.adminSections}?periodId=999999`, bed.admin)).statusCode).toBe(
      404,
    );
  });
});
