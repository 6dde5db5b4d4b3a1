// The benchmark's databases: one template, filled once, and a fresh copy of it for every phase (a
// file copy on SQLite; `create database ... template` on PostgreSQL, every one dropped at the end).
import { randomBytes } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { checkInvariants } from './invariants.mjs';
import { onCleanup } from './processes.mjs';

/** Runs `fn(query)` against a database with a plain driver, for setup and checks. */
export async function withDb(url, fn) {
  if (url.startsWith('sqlite:')) {
    const db = new SQLite(url.slice('sqlite:'.length));
    try {
      return await fn((text) => db.prepare(text).all(), db);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(async (text) => (await client.query(text)).rows, client);
  } finally {
    await client.end();
  }
}

/** The seat invariants of a phase's database once its rush is over (bench/lib/invariants.mjs). */
export async function checked(url, students) {
  return withDb(url, (query) => checkInvariants(query, students));
}

/** The template and phase databases of one run, on --db (and --pg-url) in its `work` folder. */
export function createDatabases({ options, work }) {
  const pgDatabases = [];
  async function pgAdmin(text) {
    const client = new pg.Client({ connectionString: options['pg-url'] });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  }
  function pgUrl(name) {
    const url = new URL(options['pg-url']);
    url.pathname = `/${name}`;
    return url.toString();
  }
  async function createPgDatabase(name, template) {
    await pgAdmin(`create database ${name}${template ? ` template ${template}` : ''}`);
    pgDatabases.push(name);
    return pgUrl(name);
  }
  onCleanup(async () => {
    for (const name of pgDatabases.reverse())
      await pgAdmin(`drop database if exists ${name} with (force)`);
  });

  const pgPrefix = `daftar_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  let phaseCounter = 0;
  return {
    /** An empty template: its name (or file) for the phases to copy, and its URL to fill it. */
    async template() {
      if (options.db === 'postgres') {
        const template = `${pgPrefix}_template`;
        return { template, url: await createPgDatabase(template) };
      }
      const template = join(work, 'template.db');
      return { template, url: `sqlite:${template}` };
    },
    /** A fresh database for one phase: a copy of the filled template. */
    async forPhase(template) {
      phaseCounter += 1;
      if (options.db === 'postgres')
        return createPgDatabase(`${pgPrefix}_${phaseCounter}`, template);
      const path = join(work, `phase-${phaseCounter}.db`);
      copyFileSync(template, path);
      return `sqlite:${path}`;
    },
  };
}
