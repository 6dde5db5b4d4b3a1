/**
 * The admission queue's state (decision 019): in this process's memory, or in Redis so every
 * process shares one queue. Each operation is atomic in its store, and admission is counted from
 * the time elapsed since the last count, so any number of processes may call `advance` without
 * admitting anyone twice or faster than the rate.
 */
export interface GateStore {
  /**
   * Places the student: in the pre-queue before the opening, at the end of the queue after it
   * (keeping a place already given), and admitted once the queue has reached their ticket. An
   * admission that lapsed gives the student a new place at the end.
   */
  join(queue: string, userId: number, nowMs: number, idleMs: number): Promise<JoinOutcome>;
  /** Students in the pre-queue, in no particular order. */
  prequeue(queue: string): Promise<number[]>;
  /**
   * Opens the queue: the pre-queue's students get the first tickets in the order given (the
   * shuffle), then anyone who joined the pre-queue while it was being shuffled. False when it was
   * opened already.
   */
  open(queue: string, order: number[]): Promise<boolean>;
  /** Admits as many as `ratePerMinute` allows for the time since the last count. */
  advance(
    queue: string,
    nowMs: number,
    ratePerMinute: number,
    paused: boolean,
  ): Promise<QueueState>;
  state(queue: string): Promise<QueueState>;
  /**
   * Moves the student's admission's expiry to `expiresAtMs` (never earlier). The caller holds a
   * signed, unlapsed admission, which is proof enough: one the store lost (a restarted process's
   * memory) is recorded again.
   */
  extend(queue: string, userId: number, expiresAtMs: number): Promise<void>;
  /** Admissions claimed and not lapsed. */
  activeAdmissions(queue: string, nowMs: number): Promise<number>;
  /** The automatic admission rate, shared by every process; null until first set. */
  autoRate(queue: string): Promise<number | null>;
  setAutoRate(queue: string, ratePerMinute: number): Promise<void>;
}

export type JoinOutcome =
  | { kind: 'prequeued' }
  | { kind: 'waiting'; ticket: number }
  | { kind: 'admitted'; expiresAtMs: number };

export interface QueueState {
  opened: boolean;
  prequeued: number;
  issued: number;
  admittedThrough: number;
}

/**
 * How many may be admitted now: credit builds at the rate, is spent a student at a time, and is
 * capped at the number waiting (at least one), so an idle queue admits its next arrival at once
 * but never saves up a burst.
 */
export function admissionCredit(
  credit: number,
  elapsedMs: number,
  ratePerMinute: number,
  waiting: number,
): { admit: number; credit: number } {
  const available = Math.min(credit + (elapsedMs * ratePerMinute) / 60_000, Math.max(1, waiting));
  const admit = Math.min(Math.floor(available), waiting);
  return { admit, credit: available - admit };
}

interface MemoryQueue {
  opened: boolean;
  prequeue: Set<number>;
  tickets: Map<number, number>;
  /** Claimed admissions' expiry, by student. */
  expiries: Map<number, number>;
  issued: number;
  admittedThrough: number;
  credit: number;
  lastCountMs: number | null;
  autoRate: number | null;
}

/** The queue in this process: for one process, and for tests. */
export function memoryGateStore(): GateStore {
  const queues = new Map<string, MemoryQueue>();
  const queueOf = (name: string): MemoryQueue => {
    let queue = queues.get(name);
    if (!queue) {
      queue = {
        opened: false,
        prequeue: new Set(),
        tickets: new Map(),
        expiries: new Map(),
        issued: 0,
        admittedThrough: 0,
        credit: 0,
        lastCountMs: null,
        autoRate: null,
      };
      queues.set(name, queue);
    }
    return queue;
  };
  const stateOf = (queue: MemoryQueue): QueueState => ({
    opened: queue.opened,
    prequeued: queue.prequeue.size,
    issued: queue.issued,
    admittedThrough: queue.admittedThrough,
  });
  const giveTicket = (queue: MemoryQueue, userId: number) => {
    queue.issued += 1;
    queue.tickets.set(userId, queue.issued);
    return queue.issued;
  };

  return {
    async join(name, userId, nowMs, idleMs) {
      const queue = queueOf(name);
      if (!queue.opened) {
        queue.prequeue.add(userId);
        return { kind: 'prequeued' };
      }
      const ticket = queue.tickets.get(userId);
      if (ticket !== undefined && ticket <= queue.admittedThrough) {
        const expiresAtMs = queue.expiries.get(userId);
        if (expiresAtMs === undefined) {
          queue.expiries.set(userId, nowMs + idleMs);
          return { kind: 'admitted', expiresAtMs: nowMs + idleMs };
        }
        if (expiresAtMs > nowMs) return { kind: 'admitted', expiresAtMs };
        queue.expiries.delete(userId);
        return { kind: 'waiting', ticket: giveTicket(queue, userId) };
      }
      return { kind: 'waiting', ticket: ticket ?? giveTicket(queue, userId) };
    },
    async prequeue(name) {
      return [...queueOf(name).prequeue];
    },
    async open(name, order) {
      const queue = queueOf(name);
      if (queue.opened) return false;
      for (const userId of [...order, ...queue.prequeue]) {
        if (!queue.tickets.has(userId)) giveTicket(queue, userId);
      }
      queue.prequeue.clear();
      queue.opened = true;
      return true;
    },
    async advance(name, nowMs, ratePerMinute, paused) {
      const queue = queueOf(name);
      if (queue.opened) {
        if (paused) queue.credit = 0;
        else {
          const elapsedMs = queue.lastCountMs === null ? 0 : Math.max(0, nowMs - queue.lastCountMs);
          const waiting = queue.issued - queue.admittedThrough;
          const next = admissionCredit(queue.credit, elapsedMs, ratePerMinute, waiting);
          queue.admittedThrough += next.admit;
          queue.credit = next.credit;
        }
        queue.lastCountMs = nowMs;
      }
      return stateOf(queue);
    },
    async state(name) {
      return stateOf(queueOf(name));
    },
    async extend(name, userId, expiresAtMs) {
      const expiries = queueOf(name).expiries;
      expiries.set(userId, Math.max(expiries.get(userId) ?? 0, expiresAtMs));
    },
    async activeAdmissions(name, nowMs) {
      let active = 0;
      for (const expiresAtMs of queueOf(name).expiries.values()) if (expiresAtMs > nowMs) active++;
      return active;
    },
    async autoRate(name) {
      return queueOf(name).autoRate;
    },
    async setAutoRate(name, ratePerMinute) {
      queueOf(name).autoRate = ratePerMinute;
    },
  };
}
