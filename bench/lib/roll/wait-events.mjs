// What PostgreSQL's sessions of one database wait for, sampled while the roll is imported during
// the rush: lock waits there would mean the import holds rows or tables the seat changes need.
import pg from 'pg';
import { wallNow } from '../stats.mjs';

/** Samples pg_stat_activity every `everyMs` until `stop()`; returns `[{ at, counts }]`. */
export async function sampleWaitEvents(url, everyMs = 100) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as event, count(*)::int as n
           from pg_stat_activity
          where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
          group by 1`,
      );
      samples.push({ at: wallNow(), counts: Object.fromEntries(rows.map((r) => [r.event, r.n])) });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return samples;
  };
}
