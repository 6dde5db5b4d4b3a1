import { API, type WaitlistUpdate } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../test/catalogue-fixture';
import { connectSocket, eventually, record } from '../../test/sockets';
import { closeEndedWaitlists } from './seats.service';
import { code, waitlistTestBed } from './waitlist.test-bed';

// Issue 20: waiting for another section, and the waitlists closing with the period.

const bed = waitlistTestBed();
const { subject, codeOf, student, join, places, selected, holder } = bed;

describe('changing section', () => {
  async function twoSections() {
    const more = await createCatalogue(bed.t.database.db, [
      {
        code: code('WSC'),
        sections: [
          { capacity: 2, meetings: [[2, 8, 10]] },
          { capacity: 1, meetings: [[2, 14, 16]] },
        ],
      },
    ]);
    return Object.values(more.subjects)[0]!;
  }

  it('moves to another section in one step, the old seat going to its waitlist', async () => {
    const { id, sectionIds } = await twoSections();
    const [mover, other, waiting] = [await student(), await student(), await student()];
    await bed.call.add(mover, id, sectionIds[0]);
    await bed.call.add(other, id, sectionIds[0]);
    expect((await join(waiting, { subjectId: id, sectionId: sectionIds[0] })).statusCode).toBe(201);
    const moved = await bed.call.patch(API.selectedSubject(id), mover, {
      sectionId: sectionIds[1],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, status: 'pending', section: { id: sectionIds[1] } });
    expect(await selected(waiting)).toEqual([id]);
    const full = await bed.call.patch(API.selectedSubject(id), other, { sectionId: sectionIds[1] });
    expect(full.json()).toMatchObject({ code: 'SUBJECT_FULL' });
    expect((await bed.call.get(API.selectedSubjects, other)).json()[0].section.id).toBe(
      sectionIds[0],
    );
  });

  it('waits for a full section with the one held as the swap, and moves when a seat comes', async () => {
    const { id, sectionIds } = await twoSections();
    const [mover, holder2] = [await student(), await student()];
    await bed.call.add(mover, id, sectionIds[0]);
    await bed.call.add(holder2, id, sectionIds[1]);
    const joined = await join(mover, {
      subjectId: id,
      sectionId: sectionIds[1],
      swapSubjectId: id,
    });
    expect(joined.statusCode).toBe(201);
    await bed.call.remove(holder2, id);
    const [selection] = (await bed.call.get(API.selectedSubjects, mover)).json();
    expect(selection.section.id).toBe(sectionIds[1]);
    expect(await places(mover)).toEqual([]);
    const refused = await bed.call.patch(API.selectedSubject(id), await student(), {
      sectionId: sectionIds[1],
    });
    expect(refused.statusCode).toBe(404);
  });

  it('drops the place of a student who came to hold the subject another way, seating the next', async () => {
    const { id, sectionIds } = await twoSections();
    const [owner, added, next] = [await student(), await student(), await student()];
    expect((await bed.call.add(owner, id, sectionIds[1])).statusCode).toBe(201);
    expect((await join(added, { subjectId: id, sectionId: sectionIds[1] })).statusCode).toBe(201);
    // Waiting for section 2 keeps only its seats: section 1's free seat is anyone's to add.
    expect((await bed.call.add(added, id)).statusCode).toBe(201);
    expect((await join(next, { subjectId: id, sectionId: sectionIds[1] })).statusCode).toBe(201);
    expect((await bed.call.remove(owner, id)).statusCode).toBe(204);
    expect((await bed.call.get(API.selectedSubjects, added)).json()).toMatchObject([
      { id, section: { id: sectionIds[0] } },
    ]);
    expect(await places(added)).toEqual([]);
    expect((await bed.call.get(API.selectedSubjects, next)).json()).toMatchObject([
      { id, section: { id: sectionIds[1] } },
    ]);
  });
});

describe('when the period closes', () => {
  it('closes its waitlists and tells those still waiting', async () => {
    await holder();
    const waiting = await student();
    await join(waiting, { subjectId: subject(0).id });
    const port = await bed.listen();
    const socket = await connectSocket(`http://127.0.0.1:${port}`, { token: waiting.token });
    const updates: WaitlistUpdate[] = record(socket, 'waitlistUpdated');
    try {
      const closed = await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, {
        closed: true,
      });
      expect(closed.statusCode).toBe(200);
      expect(await places(waiting)).toEqual([]);
      await eventually(() =>
        expect(updates).toContainEqual(
          expect.objectContaining({ subjectId: subject(0).id, closed: true, promoted: false }),
        ),
      );
    } finally {
      socket.close();
    }
  });

  it('closes the waitlists of a period that ended by its date', async () => {
    await holder();
    const waiting = await student();
    await join(waiting, { subjectId: subject(0).id });
    expect(await closeEndedWaitlists(bed.t.database, bed.t.app.domainEvents, new Date())).toEqual(
      [],
    );
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await bed.t.database.db
      .updateTable('registration_periods')
      .set({ end_date: yesterday })
      .where('id', '=', bed.fx.periodId)
      .execute();
    expect(await closeEndedWaitlists(bed.t.database, bed.t.app.domainEvents, new Date())).toEqual([
      {
        studentId: waiting.id,
        subjectId: subject(0).id,
        code: codeOf(0),
        name: `Subject ${codeOf(0)}`,
        nameMs: null,
      },
    ]);
    // The student's inbox keeps it, for a visit after the period has closed.
    const inbox = await bed.t.app.inject({
      url: API.notifications,
      headers: { authorization: `Bearer ${waiting.token}` },
    });
    expect(inbox.json().notifications).toEqual([
      expect.objectContaining({
        kind: 'waitlistClosed',
        subject: expect.objectContaining({ code: codeOf(0) }),
      }),
    ]);
    expect(await closeEndedWaitlists(bed.t.database, bed.t.app.domainEvents, new Date())).toEqual(
      [],
    );
  });
});
