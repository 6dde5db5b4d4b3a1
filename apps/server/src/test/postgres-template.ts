import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test app's database is copied from. */
    postgresTemplate: string | undefined;
  }
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database beside TEST_DATABASE_URL's, for tests that share one between several apps
 * or server processes (which migrate it themselves); `drop` removes it, connections and all.
 */
export async function createScratchDatabase(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Vitest's global setup for runs with TEST_DATABASE_URL: migrates one database once, so that each
 * test app copies it (CREATE DATABASE ... TEMPLATE) instead of running every migration again.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', undefined);
  if (!adminUrl) return;
  const name = `daftar_template_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
