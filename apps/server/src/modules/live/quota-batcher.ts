import type { QuotaUpdate } from '@daftar/contract';

export interface QuotaBatcher {
  /** Notes that these subjects' seats changed; they are sent with the next batch. */
  add(subjectIds: number[]): void;
  /** Sends what is pending now, without waiting for the window to end. */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Coalesces seat changes: the first change opens a window, and when it ends one event carries the
 * latest counts of every subject that changed in it. A quiet server sends nothing. Counts are read
 * when the window closes, after the changes committed, so each batch is current.
 *
 * Batches can still arrive out of order: two reads running at once (here, or in two processes
 * behind one Redis) may be sent newest first. So once no batch has been sent for `settleMs`, the
 * counts of every subject sent since are read and sent once more: whatever the order during a
 * rush, the last counts a browser gets are the ones in the database.
 */
export function createQuotaBatcher(options: {
  windowMs: number;
  settleMs: number;
  load: (subjectIds: number[]) => Promise<QuotaUpdate[]>;
  emit: (updates: QuotaUpdate[]) => void;
  onError: (error: unknown) => void;
}): QuotaBatcher {
  const pending = new Set<number>();
  const unsettled = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let settleTimer: NodeJS.Timeout | undefined;

  async function send(ids: number[]) {
    try {
      options.emit(await options.load(ids));
    } catch (error) {
      options.onError(error);
    }
  }

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const ids = [...pending];
    pending.clear();
    for (const id of ids) unsettled.add(id);
    await send(ids);
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => void settle(), options.settleMs);
  }

  async function settle() {
    settleTimer = undefined;
    const ids = [...unsettled];
    unsettled.clear();
    if (ids.length > 0) await send(ids);
  }

  return {
    add(subjectIds) {
      for (const id of subjectIds) pending.add(id);
      timer ??= setTimeout(() => void flush(), options.windowMs);
    },
    flush,
    stop() {
      clearTimeout(timer);
      clearTimeout(settleTimer);
      timer = undefined;
      settleTimer = undefined;
      pending.clear();
      unsettled.clear();
    },
  };
}
