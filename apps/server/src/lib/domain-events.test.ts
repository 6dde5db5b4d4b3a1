import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createDomainEvents, inTransaction, type DomainEvents } from './domain-events';

// Two events of the test's own, declared as a module declares its events.
declare module './domain-events' {
  interface DomainEventMap {
    testNoted: { note: string };
    testEchoed: { note: string };
  }
}

let database: Database;
let events: DomainEvents;
const log = { error: vi.fn() };

async function notes() {
  const rows = await database.db.selectFrom('app_settings').select('key').orderBy('key').execute();
  return rows.map((row) => row.key);
}

beforeEach(async () => {
  database = openDatabase({ url: 'sqlite::memory:' });
  await database.db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text')
    .execute();
  log.error.mockClear();
  events = createDomainEvents(log);
  // An in-transaction consumer writes with the change, and records an event of its own.
  events.inTransaction('testNoted', async ({ note }, unit) => {
    await unit.trx.insertInto('app_settings').values({ key: note, value: '' }).execute();
    await unit.record('testEchoed', { note });
  });
});
afterEach(() => database.close());

describe('a unit of work', () => {
  it('tells after-commit consumers what it recorded, in order, once it has committed', async () => {
    const told: string[] = [];
    events.afterCommit('testNoted', async ({ note }) => {
      // By now the change is visible outside its transaction.
      told.push(`noted ${note} ${(await notes()).includes(note)}`);
    });
    events.afterCommit('testEchoed', ({ note }) => void told.push(`echoed ${note}`));
    const result = await events.transaction(inTransaction(database), async (unit) => {
      await unit.record('testNoted', { note: 'a' });
      expect(told).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(told).toEqual(['noted a true', 'echoed a']);
  });

  it('tells nothing of a change that rolled back, and keeps nothing its consumers wrote', async () => {
    const told = vi.fn();
    events.afterCommit('testNoted', told);
    await expect(
      events.transaction(inTransaction(database), async (unit) => {
        await unit.record('testNoted', { note: 'b' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(told).not.toHaveBeenCalled();
    expect(await notes()).toEqual([]);
  });

  it('tells only what the attempt that committed recorded, when an attempt is run again', async () => {
    const told: string[] = [];
    events.afterCommit('testNoted', ({ note }) => void told.push(note));
    let attempts = 0;
    // As a deadlock's retry does: the first attempt rolls back, the second commits.
    const twice = async <T>(work: (trx: Database['db']) => Promise<T>) => {
      await database.transaction(work).catch(() => undefined);
      return database.transaction(work);
    };
    await events.transaction(twice, async (unit) => {
      attempts += 1;
      await unit.record('testNoted', { note: `attempt ${attempts}` });
      if (attempts === 1) throw new Error('deadlock');
    });
    expect(told).toEqual(['attempt 2']);
    expect(await notes()).toEqual(['attempt 2']);
  });

  it('logs a failing after-commit consumer without failing the change, and tells the rest', async () => {
    const later = vi.fn();
    events.afterCommit('testEchoed', () => {
      throw new Error('socket gone');
    });
    events.afterCommit('testEchoed', later);
    await events.transaction(inTransaction(database), (unit) =>
      unit.record('testNoted', { note: 'c' }),
    );
    expect(later).toHaveBeenCalledWith({ note: 'c' });
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('a change committed by one statement', () => {
  it('is told to after-commit consumers', async () => {
    const told = vi.fn();
    events.afterCommit('testEchoed', told);
    await events.committed('testEchoed', { note: 'd' });
    expect(told).toHaveBeenCalledWith({ note: 'd' });
  });

  it('is refused for an event whose consumers must write in its transaction', async () => {
    await expect(events.committed('testNoted', { note: 'e' })).rejects.toThrow(/unit of work/);
  });
});
