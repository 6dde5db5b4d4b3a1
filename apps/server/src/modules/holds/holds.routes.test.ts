import { API, type HoldsChange, type InboxNotification } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../test/catalogue-fixture';
import { connectSocket, eventually, record } from '../../test/sockets';
import { waitlistTestBed } from '../seats/waitlist.test-bed';
import { FINANCE_HOLD, placeHold, REGISTER_REFUSAL, releaseHold } from './holds.test-bed';

// Issue 44: a hold blocks what it names, on every path, with its reason in the reader's language.

const bed = waitlistTestBed();
const { subject, student, selected } = bed;

describe('holds', () => {
  it('are listed to their student only, and to the registrar by student', async () => {
    const held = await student();
    const other = await student();
    const hold = await placeHold(bed.t, bed.admin, held);
    expect(hold).toMatchObject({
      studentId: held.id,
      type: 'finance',
      reference: null,
      blocks: ['register'],
      releasedAt: null,
    });
    expect((await bed.call.get(API.holds, held)).json()).toEqual({ holds: [hold] });
    expect((await bed.call.get(API.holds, other)).json()).toEqual({ holds: [] });
    const listed = await bed.call.get(`${API.adminHolds}?studentId=${held.id}`, bed.admin);
    expect(listed.json()).toEqual({ holds: [hold] });
    const released = await releaseHold(bed.t, bed.admin, hold);
    expect(released.releasedAt).not.toBeNull();
    expect((await bed.call.get(API.holds, held)).json()).toEqual({ holds: [] });
    const history = await bed.call.get(
      `${API.adminHolds}?studentId=${held.id}&released=true`,
      bed.admin,
    );
    expect(history.json().holds).toEqual([released]);
    const trail = await bed.t.database.db
      .selectFrom('admin_changes')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'hold')
      .where('entity_id', '=', hold.id)
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      { action: 'create', entity_id: hold.id },
      { action: 'release', entity_id: hold.id },
    ]);
  });

  it('refuses a placed hold on anyone but a student, and one that blocks nothing', async () => {
    const res = await bed.call.post(API.adminHolds, bed.admin, {
      ...FINANCE_HOLD,
      studentId: bed.admin.id,
    });
    expect(res.statusCode).toBe(400);
    const none = await bed.call.post(API.adminHolds, bed.admin, {
      ...FINANCE_HOLD,
      studentId: (await student()).id,
      blocks: [],
    });
    expect(none.statusCode).toBe(400);
    expect((await bed.call.post(API.adminHoldRelease(999_999), bed.admin)).statusCode).toBe(404);
  });

  it('on registration blocks add, remove, section change and joining a waitlist', async () => {
    const held = await student();
    const fx = await createCatalogue(bed.t.database.db, [
      {
        code: 'HLD2001',
        sections: [
          { capacity: 5, meetings: [[2, 8, 10]] },
          { capacity: 5, meetings: [[2, 14, 16]] },
        ],
      },
      { code: 'HLD2002', sections: [{ capacity: 5, meetings: [[3, 8, 10]] }] },
      { code: 'HLD2003', sections: [{ capacity: 5, meetings: [[4, 8, 10]] }] },
      { code: 'HLD2004', sections: [{ capacity: 0 }] },
    ]);
    const { HLD2001: moving, HLD2002: kept, HLD2003: wanted, HLD2004: full } = fx.subjects;
    await bed.call.add(held, kept!.id);
    await bed.call.add(held, moving!.id, moving!.sectionIds[0]);
    await placeHold(bed.t, bed.admin, held);
    const calls = {
      add: () => bed.call.add(held, wanted!.id),
      remove: () => bed.call.remove(held, kept!.id),
      move: () =>
        bed.call.patch(API.selectedSubject(moving!.id), held, { sectionId: moving!.sectionIds[1] }),
      join: () => bed.join(held, { subjectId: full!.id }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect([name, res.statusCode, res.json().code]).toEqual([name, 403, 'HOLD']);
      expect(res.json().error).toBe(REGISTER_REFUSAL);
    }
    // Submitting is not what this hold blocks.
    expect((await bed.call.submit(held)).statusCode).toBe(200);
    expect((await selected(held)).sort()).toEqual([moving!.id, kept!.id].sort());
  });

  it('words the refusal in Malay for a Malay reader', async () => {
    const held = await student();
    await placeHold(bed.t, bed.admin, held);
    const res = await bed.t.app.inject({
      method: 'POST',
      url: API.selectedSubjects,
      headers: { ...held.headers, 'accept-language': 'ms' },
      payload: { subjectId: subject(3).id },
    });
    expect(res.json()).toMatchObject({
      code: 'HOLD',
      error: `Sekatan kewangan menghalang anda mengubah pendaftaran anda. ${FINANCE_HOLD.reasonMs} Cara menyelesaikannya: ${FINANCE_HOLD.howToClearMs} Hubungi: ${FINANCE_HOLD.contact}`,
      params: { holdType: 'finance', context: 'register' },
    });
  });

  it('on submitting and on the slip blocks those alone', async () => {
    const held = await student();
    await bed.call.add(held, subject(3).id);
    const hold = await placeHold(bed.t, bed.admin, held, { blocks: ['submit', 'slip'] });
    const submit = await bed.call.submit(held);
    expect([submit.statusCode, submit.json().code, submit.json().params.context]).toEqual([
      403,
      'HOLD',
      'submit',
    ]);
    const slip = await bed.call.get(API.registrationSlip, held);
    expect([slip.statusCode, slip.json().code, slip.json().params.context]).toEqual([
      403,
      'HOLD',
      'slip',
    ]);
    expect((await bed.call.add(held, subject(1).id)).statusCode).toBe(201);
    await releaseHold(bed.t, bed.admin, hold);
    expect((await bed.call.submit(held)).statusCode).toBe(200);
  });

  it('passes a held student over on promotion, who keeps the place and gets the seat once released', async () => {
    const owner = await bed.holder();
    const held = await student();
    const behind = await student();
    await bed.join(held, { subjectId: subject(0).id });
    const hold = await placeHold(bed.t, bed.admin, held);
    await bed.join(behind, { subjectId: subject(0).id });
    expect((await bed.call.remove(owner, subject(0).id)).statusCode).toBe(204);
    // The student behind took the seat; the held one keeps their place, told why.
    expect(await selected(behind)).toEqual([subject(0).id]);
    expect(await selected(held)).toEqual([]);
    const [place] = await bed.places(held);
    expect(place).toMatchObject({ subjectId: subject(0).id, position: 1 });
    expect(place!.skippedBecause).toBe(REGISTER_REFUSAL);
    // Released, with a seat free again: the place becomes the seat.
    await releaseHold(bed.t, bed.admin, hold);
    expect((await bed.call.remove(behind, subject(0).id)).statusCode).toBe(204);
    expect(await selected(held)).toEqual([subject(0).id]);
  });

  it('seats a waiting student at once when the release finds a free seat', async () => {
    const held = await student();
    await bed.join(held, { subjectId: subject(4).id });
    const hold = await placeHold(bed.t, bed.admin, held);
    await bed.t.database.db
      .updateTable('sections')
      .set({ capacity: 1 })
      .where('id', '=', subject(4).sectionIds[0]!)
      .execute();
    await releaseHold(bed.t, bed.admin, hold);
    expect(await selected(held)).toEqual([subject(4).id]);
  });

  it('keeps the advisor from approving a rejected subject again, its seat untaken', async () => {
    const advisor = await bed.t.createUser({ role: 'lecturer' });
    const held = await bed.t.createUser({ advisorId: advisor.id });
    // Two subjects: one left undecided keeps the registration under review.
    await bed.call.add(held, subject(3).id);
    await bed.call.add(held, subject(1).id);
    expect((await bed.call.submit(held)).statusCode).toBe(200);
    const queue = (await bed.call.get(API.reviewRegistrations, advisor)).json();
    const registrationId: number = queue[0].id;
    const reject = await bed.call.post(API.rejectSubject(registrationId, subject(3).id), advisor, {
      reason: 'Take it next year.',
    });
    expect(reject.statusCode).toBe(200);
    const hold = await placeHold(bed.t, bed.admin, held);
    const approve = () =>
      bed.call.post(API.approveSubject(registrationId, subject(3).id), advisor, {
        reason: 'The timetable changed.',
      });
    const refused = await approve();
    expect([refused.statusCode, refused.json().code, refused.json().params.context]).toEqual([
      403,
      'HOLD',
      'advisor',
    ]);
    await releaseHold(bed.t, bed.admin, hold);
    expect((await approve()).statusCode).toBe(200);
  });

  it('leaves the student a notification of a placed and a released hold', async () => {
    const held = await student();
    const hold = await placeHold(bed.t, bed.admin, held);
    await releaseHold(bed.t, bed.admin, hold);
    const inbox = (await bed.call.get(API.notifications, held)).json();
    expect(inbox.notifications.map((n: InboxNotification) => [n.kind, n.hold])).toEqual([
      [
        'hold',
        {
          id: hold.id,
          type: 'finance',
          reasonEn: hold.reasonEn,
          reasonMs: hold.reasonMs,
          released: false,
        },
      ],
      [
        'hold',
        {
          id: hold.id,
          type: 'finance',
          reasonEn: hold.reasonEn,
          reasonMs: hold.reasonMs,
          released: true,
        },
      ],
    ]);
  });

  it('tells the student of a placed and a released hold live', async () => {
    const held = await student();
    const port = await bed.listen();
    const socket = await connectSocket(`http://127.0.0.1:${port}`, { token: held.token });
    const changes: HoldsChange[] = record(socket, 'holdsChanged');
    try {
      const hold = await placeHold(bed.t, bed.admin, held);
      await eventually(() => expect(changes).toEqual([{ studentId: held.id }]));
      await releaseHold(bed.t, bed.admin, hold);
      await eventually(() => expect(changes).toHaveLength(2));
    } finally {
      socket.close();
    }
  });
});
