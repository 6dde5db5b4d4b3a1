// The `live` and `connect` phases: Daftar with C live Socket.IO clients, with the rush (live) or
// only connecting them (connect); then whether every client heard the final seat counts, and how
// fast the changes reached them.
import { checked } from '../lib/databases.mjs';
import { mergeClientReports } from '../lib/live-clients.mjs';
import { deliveryLatency } from '../lib/live-latency.mjs';
import { measuredRush } from '../lib/measured-rush.mjs';
import { rssBytes, sleep, stopChild } from '../lib/processes.mjs';
import { profileDirFor, profileOf } from '../lib/profiles.mjs';
import { freshStudents } from '../lib/rush.mjs';
import { startDaftar } from '../lib/servers.mjs';
import { connectClients } from '../lib/socket-client-processes.mjs';

/** Runs the live phase (`withRush`) or the connect phase on a fresh copy of the template. */
export async function livePhase(bench, { template, catalogue, tokens }, withRush) {
  const { options } = bench;
  const name = withRush ? 'live' : 'connect';
  console.log(
    `\n== Daftar with ${options.clients} live clients${withRush ? '' : ', connecting only'} (${options.db}) ==`,
  );
  const url = await bench.databases.forPhase(template);
  const profileDir = withRush ? profileDirFor(bench, name) : undefined;
  const server = await startDaftar(bench, url, profileDir);
  await sleep(1000);
  const result = {};
  const clients = await connectClients(bench, server, tokens, result);
  const students = freshStudents(catalogue.studentIds, tokens);
  if (withRush) {
    Object.assign(
      result,
      await measuredRush(
        bench,
        server.port,
        students,
        catalogue,
        'daftar+live',
        server.child.pid,
        clients.pids,
      ),
    );
    result.rssAfterMiB = rssBytes(server.child.pid) / 2 ** 20;
    // Let the last batching window close and its event reach everyone.
    await sleep(1500);
  }
  const report = mergeClientReports(await clients.askAll({ type: 'report' }, 'report', 120_000));
  await clients.close();
  await stopChild(server.child);
  result.invariants = await checked(url, students);
  result.liveClients = {
    clients: report.clients,
    disconnected: report.disconnected,
    misalignedEvents: report.misaligned,
    clientsWithStaleFinals: report.clientsWithStaleFinals,
    // The worst of the client processes.
    clientLoopDelayP99Ms: report.loopDelayP99Ms,
    clientLoopDelayP99MsByProcess: report.loopDelayP99MsByProcess,
    referenceListsShort: report.referenceListsShort,
  };
  if (withRush) {
    const finalsSeen = new Map(report.finals);
    let finalsDifferFromDb = 0;
    for (const [subjectId, count] of result.invariants.finalCounts)
      if (finalsSeen.has(subjectId) && finalsSeen.get(subjectId) !== count) finalsDifferFromDb += 1;
    result.liveClients.finalsDifferFromDb = finalsDifferFromDb;
    result.delivery = deliveryLatency({
      events: report.events,
      arrivals: report.arrivals,
      clients: report.clients,
      acks: result.acks,
      window: result.measureWindow,
      finalCounts: result.invariants.finalCounts,
    });
  }
  result.profile = await profileOf(profileDir);
  return result;
}
