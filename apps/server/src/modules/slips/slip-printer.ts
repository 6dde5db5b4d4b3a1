import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { SlipContent } from './slip-pdf';

/** Draws slips in worker threads and keeps the ones drawn (issue 40, decision 015). */
export interface SlipPrinter {
  /** The slip's PDF: drawn once per code, language and link, then given from memory. */
  pdf(content: SlipContent): Promise<Buffer>;
  /** Runs `work` once for all who ask with the same key at the same time; they share its answer. */
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Stops the worker threads. */
  close(): Promise<void>;
}

// A slip is some 50 KB: a few hundred slips held is a few megabytes.
const KEPT_SLIPS = 200;
// Under a 20-subject rush the web server's own thread serves every request; a slip can wait.
const WORKER_NICENESS = 10;
const IDLE_THREAD_MS = 60_000;

/**
 * Where the worker is: the built dist/slip-worker.js beside the bundle (npm start), else this
 * folder's slip-worker.ts, which plain Node loads only through tsx (vitest, tsx watch).
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const built = fileURLToPath(new URL('./slip-worker.js', import.meta.url));
  if (existsSync(built)) return { filename: built, execArgv: [] };
  const source = fileURLToPath(new URL('./slip-worker.ts', import.meta.url));
  return { filename: source, execArgv: ['--import', 'tsx'] };
}

/** A printer with at most `threads` worker threads, started when the first slip is drawn. */
export function createSlipPrinter(threads: number): SlipPrinter {
  let pool: Piscina<SlipContent, Uint8Array> | undefined;
  // Insertion order is use order: a slip given again moves to the end, the first is the oldest.
  const kept = new Map<string, Promise<Buffer>>();
  const running = new Map<string, Promise<unknown>>();

  async function draw(content: SlipContent): Promise<Buffer> {
    pool ??= new Piscina({
      ...workerFile(),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_THREAD_MS,
      niceIncrement: WORKER_NICENESS,
    });
    const bytes = await pool.run(content);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  return {
    pdf(content) {
      // The link too: without PUBLIC_URL it is the address each request came to.
      const key = `${content.code}:${content.language}:${content.verifyUrl}`;
      const held = kept.get(key);
      if (held) {
        kept.delete(key);
        kept.set(key, held);
        return held;
      }
      const drawn = draw(content);
      kept.set(key, drawn);
      // A slip that failed is not kept: the next request tries again.
      drawn.catch(() => kept.get(key) === drawn && kept.delete(key));
      if (kept.size > KEPT_SLIPS) kept.delete(kept.keys().next().value!);
      return drawn;
    },
    once<T>(key: string, work: () => Promise<T>) {
      const started = running.get(key);
      if (started) return started as Promise<T>;
      const promise = work().finally(() => running.delete(key));
      running.set(key, promise);
      return promise;
    },
    async close() {
      await pool?.destroy();
    },
  };
}
