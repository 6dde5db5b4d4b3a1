import { describe, expect, it } from 'vitest';
import { groupedCalls } from './grouped-calls';

/** A fake database that records each statement it is sent and answers when told to. */
function fakeDatabase(options: { failGroups?: boolean; failAlone?: number } = {}) {
  const sent: string[] = [];
  const pending: (() => void)[] = [];
  const later = <T>(value: () => T) =>
    new Promise<T>((resolve, reject) =>
      pending.push(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error as Error);
        }
      }),
    );
  const call = groupedCalls<number, string>({
    alone: (n) => {
      sent.push(`alone ${n}`);
      return later(() => {
        if (n === options.failAlone) throw new Error(`no ${n}`);
        return `answer ${n}`;
      });
    },
    together: (ns) => {
      sent.push(`together ${ns.join(',')}`);
      return later(() => {
        if (options.failGroups) throw new Error('group failed');
        return ns.map((n) => `answer ${n}`);
      });
    },
    order: (a, b) => (a % 10) - (b % 10),
  });
  /** Answers every statement sent so far, and lets the next ones be sent. */
  const answer = async () => {
    for (const reply of pending.splice(0)) reply();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { call, sent, answer };
}

describe('groupedCalls', () => {
  it('sends a call at once, alone, when none is on its way', async () => {
    const db = fakeDatabase();
    const reply = db.call(1);
    expect(db.sent).toEqual(['alone 1']);
    await db.answer();
    await expect(reply).resolves.toBe('answer 1');
  });

  it('sends the calls made meanwhile together, in their order, each given its own answer', async () => {
    const db = fakeDatabase();
    const first = db.call(1);
    const meanwhile = [db.call(23), db.call(12), db.call(33), db.call(2)].map((reply) =>
      reply.then((answer) => answer),
    );
    expect(db.sent).toEqual(['alone 1']);
    await db.answer();
    // By the order given (the last digit), then as they came: 12 and 2 before 23 and 33.
    expect(db.sent).toEqual(['alone 1', 'together 12,2,23,33']);
    await db.answer();
    await expect(first).resolves.toBe('answer 1');
    await expect(Promise.all(meanwhile)).resolves.toEqual([
      'answer 23',
      'answer 12',
      'answer 33',
      'answer 2',
    ]);
    // Nothing on its way again: the next call goes at once.
    void db.call(4);
    expect(db.sent.at(-1)).toBe('alone 4');
  });

  it('makes each call of a failed group alone, so each caller gets its own answer or error', async () => {
    const db = fakeDatabase({ failGroups: true, failAlone: 3 });
    void db.call(1);
    const replies = [db.call(2), db.call(3), db.call(4)].map((reply) =>
      reply.then(
        (answer) => answer,
        (error: Error) => error.message,
      ),
    );
    await db.answer();
    await db.answer();
    expect(db.sent).toEqual(['alone 1', 'together 2,3,4', 'alone 2', 'alone 3', 'alone 4']);
    await db.answer();
    await expect(Promise.all(replies)).resolves.toEqual(['answer 2', 'no 3', 'answer 4']);
  });
});
