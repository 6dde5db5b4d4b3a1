import { createTokenService } from '../lib/tokens';
import type { Db } from '../db/database';
import { startServerProcess, type ServerProcess } from './server-process';

/** Students inserted straight into the database, each with a signed bearer token. */
export async function crashStudents(
  db: Db,
  secret: string,
  count: number,
  prefix: string,
): Promise<{ id: number; auth: string }[]> {
  const tokens = createTokenService(secret, 3600);
  const students: { id: number; auth: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = await db
      .insertInto('users')
      .values({
        username: `${prefix}${i}`,
        username_key: `${prefix}${i}`,
        password_hash: 'x',
        name: `Crash ${i}`,
        role: 'student',
        student_id: `${prefix.toUpperCase()}${i}`,
        faculty_id: null,
        advisor_id: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    students.push({
      id: row.id,
      auth: `Bearer ${tokens.sign({ id: row.id, role: 'student', tokenVersion: 0 })}`,
    });
  }
  return students;
}

/**
 * Kills the server with SIGKILL `crashes` times while a rush runs, each time after it has
 * acknowledged `acksPerLife` more changes (however slow the machine) and then a random moment, so
 * the kill lands anywhere in a request's path; restarts it each time. The last server, running.
 */
export async function killRepeatedly(options: {
  server: ServerProcess;
  env: Record<string, string>;
  crashes: number;
  acksPerLife: number;
  acknowledged: () => number;
}): Promise<ServerProcess> {
  let server = options.server;
  for (let crash = 0; crash < options.crashes; crash += 1) {
    const target = options.acknowledged() + options.acksPerLife;
    const deadline = Date.now() + 20_000;
    while (options.acknowledged() < target && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    // Where the clients look for it: the port the first one was given.
    server = await startServerProcess(options.env, server.port);
  }
  return server;
}
