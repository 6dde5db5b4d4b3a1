import { randomBytes } from 'node:crypto';
import type { Role } from '@daftar/contract';
import { buildApp, type BuildOptions, type BuiltApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDatabase } from '../db/database';
import { inject } from 'vitest';
import { hashPassword } from '../lib/password';
import { adminQuery } from './postgres-template';

export const TEST_PASSWORD = 'secret123';

/**
 * A fresh app on a fresh database: in-memory SQLite, or with TEST_DATABASE_URL=postgres://...
 * a new PostgreSQL database made for this app and dropped by `close()`.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const built = await buildApp(testConfig(overrides), undefined, options);
    return withHelpers(built, () => built.app.close());
  }
  const name = `daftar_test_${randomBytes(6).toString('hex')}`;
  // A copy of the migrated template costs a fraction of migrating a new database.
  const template = inject('postgresTemplate');
  await adminQuery(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 20 });
  const built = await buildApp(testConfig(overrides), database, options);
  return withHelpers(built, async () => {
    await built.app.close();
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });
}

let passwordHash: Promise<string> | undefined;
let userCounter = 0;

export interface TestUser {
  id: number;
  username: string;
  role: Role;
  token: string;
  /** `{ authorization: 'Bearer ...' }`, ready for `app.inject`. */
  headers: { authorization: string };
}

export type TestApp = BuiltApp & {
  close(): Promise<void>;
  /** Inserts a user directly (no password hashing per user) and signs a token for it. */
  createUser(options?: {
    role?: Role;
    advisorId?: number | null;
    name?: string;
  }): Promise<TestUser>;
};

function withHelpers(built: BuiltApp, close: () => Promise<void>): TestApp {
  return {
    ...built,
    close,
    async createUser({ role = 'student', advisorId = null, name } = {}) {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      userCounter += 1;
      const username = `${role}${userCounter}_${randomBytes(3).toString('hex')}`;
      const row = await built.database.db
        .insertInto('users')
        .values({
          username,
          username_key: username.toLowerCase(),
          password_hash: await passwordHash,
          name: name ?? `Test ${role} ${userCounter}`,
          role,
          student_id:
            role === 'student' ? `T${userCounter}${randomBytes(3).toString('hex')}` : null,
          faculty_id: null,
          advisor_id: advisorId,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = built.tokens.sign({ id: row.id, role, tokenVersion: 0 });
      return { id: row.id, username, role, token, headers: { authorization: `Bearer ${token}` } };
    },
  };
}
