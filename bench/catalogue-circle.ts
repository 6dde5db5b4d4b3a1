// `npx tsx bench/catalogue-circle.ts [subjects] [runs]`: issue 40's catalogue file whose subjects
// form one circle of prerequisites (CIR0000 needs CIR0001, ..., the last needs CIR0000), checked
// by a dry run through the app in-process (`app.inject`, in-memory SQLite). Prints the file's
// size, each run's time and the reply's size. Bounded: a fixed number of runs, and it gives up
// after two minutes. See docs/benchmarks.md.
import { performance } from 'node:perf_hooks';
import {
  csvFile,
  importCsv,
  importWorld,
  type Cells,
} from '../apps/server/src/modules/catalogue-import/catalogue-import.fixture';
import { createTestApp } from '../apps/server/src/test/test-app';

const subjects = Number(process.argv[2] ?? 3000);
const runs = Number(process.argv[3] ?? 3);
setTimeout(() => {
  console.error('Gave up after two minutes.');
  process.exit(2);
}, 120_000).unref();

const code = (i: number) => `CIR${String(i % subjects).padStart(4, '0')}`;
const rows: Cells[] = Array.from({ length: subjects }, (_, i) => ({
  subject_code: code(i),
  prerequisites: code(i + 1),
}));
const file = csvFile(...rows);

const t = await createTestApp();
try {
  const w = await importWorld(t);
  console.log(`${subjects} subjects in one circle: file ${(file.length / 1024).toFixed(0)} KB`);
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const reply = await importCsv(t, w.admin, file, { periodId: w.periodId, dryRun: true });
    const ms = performance.now() - started;
    const body = reply.json();
    console.log(
      `run ${run}: ${reply.statusCode} in ${ms.toFixed(0)} ms, reply ${(reply.rawPayload.length / 1024).toFixed(1)} KB, ` +
        `${body.errors.length} errors listed${body.errorCount === undefined ? '' : ` of ${body.errorCount}`}`,
    );
  }
} finally {
  await t.close();
}
