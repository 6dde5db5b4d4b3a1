import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { waitlistTestBed } from './waitlist.test-bed';

// Issue 20: joining a waitlist, and leaving it.

const bed = waitlistTestBed();
const { subject, codeOf, student, join, places, holder } = bed;

describe('joining a waitlist', () => {
  it('takes a place in line for a full subject, and lists it', async () => {
    await holder();
    const [first, second] = [await student(), await student()];
    const joined = await join(first, { subjectId: subject(0).id });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ subjectId: subject(0).id, position: 1, of: 1, warnings: [] });
    expect((await join(second, { subjectId: subject(0).id })).json()).toMatchObject({
      position: 2,
      of: 2,
    });
    expect(await places(second)).toEqual([
      {
        subjectId: subject(0).id,
        code: codeOf(0),
        name: `Subject ${codeOf(0)}`,
        nameMs: null,
        sectionId: null,
        swapSubjectId: null,
        position: 2,
        of: 2,
        skippedBecause: null,
      },
    ]);
    const catalogue = (await bed.call.get(API.subjects, second)).json();
    expect(catalogue.find((s: { id: number }) => s.id === subject(0).id).waiting).toBe(2);
  });

  it('refuses with the reason: a free seat, already selected or waiting, the limit', async () => {
    const someone = await student();
    const free = await join(someone, { subjectId: subject(3).id });
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({
      code: 'SEAT_AVAILABLE',
      error: `${codeOf(3)} Subject ${codeOf(3)} has a free seat: add it instead of waiting.`,
    });
    await holder();
    const waiting = await student();
    expect((await join(waiting, { subjectId: subject(0).id })).statusCode).toBe(201);
    const twice = await join(waiting, { subjectId: subject(0).id });
    expect(twice.json()).toMatchObject({
      code: 'ALREADY_WAITING',
      error: `You are already waiting for ${codeOf(0)} Subject ${codeOf(0)}.`,
    });
    // The limit here is 2 places.
    const busy = await student();
    expect((await join(busy, { subjectId: subject(4).id })).statusCode).toBe(201);
    expect((await join(busy, { subjectId: subject(5).id })).statusCode).toBe(201);
    const third = await join(busy, { subjectId: subject(0).id });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'WAITLIST_LIMIT',
      error: 'You are already waiting for 2 subjects, the most one student may wait for.',
    });
  });

  it('refuses a subject the student holds, a swap they do not hold, and unmet prerequisites', async () => {
    const user = await holder();
    const mine = await join(user, { subjectId: subject(0).id });
    expect(mine.json().code).toBe('ALREADY_SELECTED');
    const other = await student();
    const swap = await join(other, { subjectId: subject(0).id, swapSubjectId: subject(3).id });
    expect(swap.statusCode).toBe(400);
    expect(swap.json().fields).toEqual({
      swapSubjectId: 'The subject to give up must be one you hold',
    });
    await bed.t.database.db
      .insertInto('subject_prerequisites')
      .values({ subject_id: subject(4).id, prerequisite_id: subject(3).id })
      .execute();
    const refused = await join(other, { subjectId: subject(4).id });
    expect(refused.json().code).toBe('PREREQUISITE_NOT_MET');
    expect((await bed.call.del(API.waitlistPlace(subject(4).id), other)).statusCode).toBe(404);
  });

  it('warns of a clash and the credit maximum, which a swap may clear', async () => {
    await holder();
    const user = await student();
    await bed.call.add(user, subject(1).id); // 12 credits
    await bed.call.add(user, subject(2).id); // 3 credits, Monday 9-11: clashes with the full one
    await bed.call.add(user, subject(3).id); // 3 credits: 18 held
    const joined = (await join(user, { subjectId: subject(0).id })).json();
    expect(joined.warnings).toEqual([
      `Adding ${codeOf(0)} (4 credits) would take you to 22 credits; the maximum is 20.`,
      `${codeOf(0)} Subject ${codeOf(0)} clashes with ${codeOf(2)} Subject ${codeOf(2)} in your timetable.`,
    ]);
    await bed.call.del(API.waitlistPlace(subject(0).id), user);
    const swapped = (
      await join(user, { subjectId: subject(0).id, swapSubjectId: subject(2).id })
    ).json();
    expect(swapped.warnings).toEqual([]);
  });
});

describe('leaving a waitlist', () => {
  it('leaves a waitlist, and those behind move up', async () => {
    await holder();
    const [first, second] = [await student(), await student()];
    await join(first, { subjectId: subject(0).id });
    await join(second, { subjectId: subject(0).id });
    expect((await bed.call.del(API.waitlistPlace(subject(0).id), first)).statusCode).toBe(204);
    expect(await places(second)).toMatchObject([{ position: 1, of: 1 }]);
  });
});
