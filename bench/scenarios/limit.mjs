// The `limit` phase: the rush against bench/limit-server.mjs, the same work on bare node:http.
import { checked } from '../lib/databases.mjs';
import { measuredRush } from '../lib/measured-rush.mjs';
import { rssBytes, stopChild } from '../lib/processes.mjs';
import { profileDirFor, profileOf } from '../lib/profiles.mjs';
import { freshStudents } from '../lib/rush.mjs';
import { startLimit } from '../lib/servers.mjs';

/** Runs the limit phase on a fresh copy of the template; returns its figures and checks. */
export async function limitPhase(bench, { template, catalogue, tokens }) {
  console.log(`\n== limit: bare node:http + ${bench.options.db} ==`);
  const url = await bench.databases.forPhase(template);
  const profileDir = profileDirFor(bench, 'limit');
  const server = await startLimit(bench, url, profileDir);
  const students = freshStudents(catalogue.studentIds, tokens);
  const result = await measuredRush(
    bench,
    server.port,
    students,
    catalogue,
    'limit',
    server.child.pid,
  );
  result.rssAfterMiB = rssBytes(server.child.pid) / 2 ** 20;
  await stopChild(server.child);
  result.invariants = await checked(url, students);
  result.profile = await profileOf(profileDir);
  return result;
}
