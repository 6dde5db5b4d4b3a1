import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimDueFor, joinOpenMessage, type OutboxRow } from './email.repository';

// The delivery workers' claim (decision 014): workers claiming at the same moment (several
// processes on PostgreSQL) each get messages of their own, a claimed message is not claimed
// again until its lease has run out, and an event never joins a message already being sent.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ DATABASE_POOL_SIZE: 8 });
});
afterEach(async () => {
  await t.close();
});

const MESSAGES = 40;
const iso = (ms: number) => new Date(ms).toISOString();

async function dueMessages(count: number) {
  const user = await t.createUser();
  const past = iso(Date.now() - 1000);
  await t.database.db
    .insertInto('email_outbox')
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_id: user.id,
        kind: 'promoted' as const,
        message_id: `<claim-${i}@test>`,
        due_at: past,
        send_after: past,
        lease_until: null,
        last_error: null,
        created_at: past,
        finished_at: null,
      })),
    )
    .execute();
}

describe('claiming due messages', () => {
  it('gives workers claiming at once disjoint messages, each claimed once', async () => {
    await dueMessages(MESSAGES);
    const claimDue = claimDueFor(t.database);
    const now = Date.now();
    const claimed: OutboxRow[] = [];
    // Rounds of six workers claiming together, until nothing is left.
    for (let round = 0; round < 20 && claimed.length < MESSAGES; round += 1) {
      const batches = await Promise.all(
        Array.from({ length: 6 }, () => claimDue(iso(now), iso(now + 60_000), 4)),
      );
      claimed.push(...batches.flat());
    }
    const ids = claimed.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(MESSAGES);
    expect(claimed.every((row) => row.attempts === 1)).toBe(true);
    // Leased: nothing is due again before the lease runs out...
    expect(await claimDue(iso(now + 1000), iso(now + 61_000), MESSAGES)).toEqual([]);
    // ...and everything is, once it has.
    const again = await claimDue(iso(now + 60_000), iso(now + 120_000), MESSAGES);
    expect(again).toHaveLength(MESSAGES);
    expect(again.every((row) => row.attempts === 2)).toBe(true);
  });

  it('never claims a message before its time, or once it is settled', async () => {
    await dueMessages(2);
    const [first, second] = await t.database.db.selectFrom('email_outbox').selectAll().execute();
    const later = iso(Date.now() + 60_000);
    await t.database.db
      .updateTable('email_outbox')
      .set({ send_after: later })
      .where('id', '=', first!.id)
      .execute();
    await t.database.db
      .updateTable('email_outbox')
      .set({ status: 'sent' })
      .where('id', '=', second!.id)
      .execute();
    const now = Date.now();
    expect(await claimDueFor(t.database)(iso(now), iso(now + 1000), 10)).toEqual([]);
  });

  it('lets an event join an open message only until a worker claims it', async () => {
    await dueMessages(1);
    const [message] = await t.database.db.selectFrom('email_outbox').selectAll().execute();
    const user = message!.user_id;
    const dueAt = Date.parse(message!.send_after);
    const claimDue = claimDueFor(t.database);
    const before = iso(dueAt - 10);
    const after = iso(dueAt + 10);

    if (t.database.engine === 'postgres') {
      // An event joins while a worker claims: the worker passes over the message it is joining
      // (never sending it without the new event) and takes it once the event has committed.
      await t.database.transaction(async (trx) => {
        expect(await joinOpenMessage(trx, user, 'promoted', 1, before)).toBe(message!.id);
        expect(await claimDue(after, iso(dueAt + 60_000), 10)).toEqual([]);
      });
    } else {
      expect(await joinOpenMessage(t.database.db, user, 'promoted', 1, before)).toBe(message!.id);
    }
    const [claimed] = await claimDue(after, iso(dueAt + 60_000), 10);
    expect(claimed).toMatchObject({ id: message!.id, items: 1 });
    // Claimed, the message takes no more events: the next one starts a message of its own.
    expect(await joinOpenMessage(t.database.db, user, 'promoted', 1, before)).toBeUndefined();
  });
});
