import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/database';

/**
 * What happened, by name. Each module that changes state declares its own events by augmenting
 * this interface (`declare module '../../lib/domain-events'`), as Fastify's decorators are
 * declared: so this file knows none of them, and a consumer needs no import of the producer.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/** A consumer that must hold exactly when the change does: it writes in the change's transaction. */
export type TransactionConsumer<K extends DomainEventName> = (
  event: DomainEventMap[K],
  unit: UnitOfWork,
) => Promise<void>;

/** A consumer that tells the world (sockets, counters): it runs once the change has committed. */
export type CommitConsumer<K extends DomainEventName> = (
  event: DomainEventMap[K],
) => void | Promise<void>;

/**
 * One change, in one transaction, and what it recorded. In-transaction consumers run as an event
 * is recorded, in the same transaction (they may record events in turn); the events wait for the
 * commit before the others hear of them.
 */
export interface UnitOfWork {
  readonly trx: Db;
  readonly record: <K extends DomainEventName>(name: K, event: DomainEventMap[K]) => Promise<void>;
}

export interface DomainEvents {
  /** Registers a consumer run inside the transaction of every change recording `name`. */
  inTransaction<K extends DomainEventName>(name: K, consumer: TransactionConsumer<K>): void;
  /** Registers a consumer run after every change recording `name` has committed. */
  afterCommit<K extends DomainEventName>(name: K, consumer: CommitConsumer<K>): void;
  /**
   * Runs `work` in a transaction of `database` as one unit of work, then, once it has committed,
   * tells the after-commit consumers what it recorded. An attempt rolled back and run again (a
   * deadlock) starts a new unit, so what the rolled-back attempt recorded is never told.
   */
  transaction<T>(
    start: (work: (trx: Db) => Promise<T>) => Promise<T>,
    work: (unit: UnitOfWork) => Promise<T>,
  ): Promise<T>;
  /**
   * Tells the after-commit consumers of a change already committed by one statement of its own
   * (a seat taken on PostgreSQL, a notification read): it has no transaction to share.
   */
  committed<K extends DomainEventName>(name: K, event: DomainEventMap[K]): Promise<void>;
}

type Recorded = { [K in DomainEventName]: { name: K; event: DomainEventMap[K] } }[DomainEventName];

/**
 * The process's event bus. Consumers register once, at start; a consumer that fails after the
 * commit is logged, never turned into the change's failure (the change has happened).
 */
export function createDomainEvents(log: Pick<FastifyBaseLogger, 'error'>): DomainEvents {
  const during = new Map<DomainEventName, TransactionConsumer<never>[]>();
  const after = new Map<DomainEventName, CommitConsumer<never>[]>();

  function consumersOf<C>(registry: Map<DomainEventName, C[]>, name: DomainEventName): C[] {
    let list = registry.get(name);
    if (!list) registry.set(name, (list = []));
    return list;
  }

  async function tell(recorded: Recorded[]) {
    for (const { name, event } of recorded) {
      for (const consumer of after.get(name) ?? []) {
        try {
          await (consumer as CommitConsumer<typeof name>)(event as never);
        } catch (error) {
          log.error({ err: error, event: name }, 'an after-commit consumer failed');
        }
      }
    }
  }

  function unitOn(trx: Db, recorded: Recorded[]): UnitOfWork {
    const unit: UnitOfWork = {
      trx,
      async record(name, event) {
        // Listed before what its consumers record, so a change is told before its effects.
        recorded.push({ name, event } as Recorded);
        for (const consumer of during.get(name) ?? []) {
          await (consumer as TransactionConsumer<typeof name>)(event as never, unit);
        }
      },
    };
    return unit;
  }

  return {
    inTransaction(name, consumer) {
      consumersOf(during, name).push(consumer as TransactionConsumer<never>);
    },
    afterCommit(name, consumer) {
      consumersOf(after, name).push(consumer as CommitConsumer<never>);
    },
    async transaction(start, work) {
      let recorded: Recorded[] = [];
      const result = await start((trx) => {
        recorded = [];
        return work(unitOn(trx, recorded));
      });
      await tell(recorded);
      return result;
    },
    async committed(name, event) {
      if (during.has(name)) {
        throw new Error(`${name} has in-transaction consumers: record it in a unit of work`);
      }
      await tell([{ name, event } as Recorded]);
    },
  };
}

/** The start of a unit of work that is one plain transaction of `database`. */
export const inTransaction =
  (database: Database) =>
  <T>(work: (trx: Db) => Promise<T>): Promise<T> =>
    database.transaction(work);
