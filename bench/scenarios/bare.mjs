// The `bare` phase: the rush against Daftar with no live clients (--workers: N processes behind
// HAProxy).
import { checked } from '../lib/databases.mjs';
import { measuredRush } from '../lib/measured-rush.mjs';
import { rssBytes, stopChild } from '../lib/processes.mjs';
import { profileDirFor, profileOf } from '../lib/profiles.mjs';
import { freshStudents } from '../lib/rush.mjs';
import { startBehindHaproxy, startDaftar } from '../lib/servers.mjs';

/** Runs the bare phase on a fresh copy of the template; returns its figures and checks. */
export async function barePhase(bench, { template, catalogue, tokens }) {
  const { options } = bench;
  console.log(`\n== Daftar without live clients (${options.db}) ==`);
  const url = await bench.databases.forPhase(template);
  const profileDir = profileDirFor(bench, 'bare');
  const students = freshStudents(catalogue.studentIds, tokens);
  let result;
  if (options.workers > 0) {
    console.log(`  ${options.workers} processes behind HAProxy`);
    const cluster = await startBehindHaproxy(bench, url, profileDir);
    const rss = () => cluster.pids.reduce((sum, pid) => sum + rssBytes(pid), 0) / 2 ** 20;
    const rssIdle = rss();
    result = await measuredRush(
      bench,
      cluster.port,
      students,
      catalogue,
      'daftar',
      cluster.pids,
      [],
      cluster.proxyPid,
    );
    result.rssIdleMiB = rssIdle;
    result.rssAfterMiB = rss();
    await cluster.stop();
  } else {
    const server = await startDaftar(bench, url, profileDir);
    const rssIdle = rssBytes(server.child.pid);
    result = await measuredRush(
      bench,
      server.port,
      students,
      catalogue,
      'daftar',
      server.child.pid,
    );
    result.rssIdleMiB = rssIdle / 2 ** 20;
    result.rssAfterMiB = rssBytes(server.child.pid) / 2 ** 20;
    await stopChild(server.child);
  }
  result.invariants = await checked(url, students);
  result.profile = await profileOf(profileDir);
  return result;
}
