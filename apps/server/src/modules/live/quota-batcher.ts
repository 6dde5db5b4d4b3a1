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
 */
export function createQuotaBatcher(options: {
  windowMs: number;
  load: (subjectIds: number[]) => Promise<QuotaUpdate[]>;
  emit: (updates: QuotaUpdate[]) => void;
  onError: (error: unknown) => void;
}): QuotaBatcher {
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const ids = [...pending];
    pending.clear();
    try {
      options.emit(await options.load(ids));
    } catch (error) {
      options.onError(error);
    }
  }

  return {
    add(subjectIds) {
      for (const id of subjectIds) pending.add(id);
      timer ??= setTimeout(() => void flush(), options.windowMs);
    },
    flush,
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
