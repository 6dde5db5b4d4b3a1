// The template database every phase copies: migrated by Daftar itself, then filled directly with
// the university (bench/lib/dataset.mjs), and the students' tokens.
import {
  benchPasswordHash,
  catalogueSpec,
  fillPostgres,
  fillSqlite,
  signTokens,
} from './dataset.mjs';
import { academicRecordStatements } from './academic-records.mjs';
import { plansCatalogueSpec } from './plans/catalogue.mjs';
import { withDb } from './databases.mjs';
import { stopChild } from './processes.mjs';
import { startDaftar } from './servers.mjs';

/** The filled template: `{ template, url, catalogue, tokens, spec, registrar }`. */
export async function prepareTemplate(bench) {
  const { options, secret } = bench;
  // --plans has its own university of a few subjects with sections of every size.
  const spec = options.plans
    ? plansCatalogueSpec(options.students)
    : catalogueSpec({
        hot: options.hot,
        hotSeats: options['hot-seats'],
        hotSections: options['hot-sections'],
        normal: options.normal,
        normalSeats: options['normal-seats'] || options.students,
        parts: options.parts,
      });
  const passwordHash = benchPasswordHash();
  const { template, url } = await bench.databases.template();
  // Daftar migrates an empty database when it starts (SEED=none keeps it empty).
  const server = await startDaftar(bench, url);
  await stopChild(server.child);
  const catalogue = await withDb(url, async (_query, handle) => {
    if (options.db === 'postgres')
      return fillPostgres(handle, {
        spec,
        students: options.students,
        waiting: options.waitlist,
        passwordHash,
      });
    const filled = fillSqlite(handle, {
      spec,
      students: options.students,
      waiting: options.waitlist,
      passwordHash,
    });
    handle.pragma('wal_checkpoint(TRUNCATE)');
    return filled;
  });
  if (options.records) await addAcademicRecords(bench, url, catalogue, spec);
  const tokens = signTokens(secret, catalogue.studentIds);
  const registrar =
    options.gate || options.roll ? await addRegistrar(bench, url, passwordHash) : undefined;
  return { template, url, catalogue, tokens, spec, registrar };
}

/** The registrar of the gate run (sets the gate) and the roll run (imports): an admin, a token. */
async function addRegistrar({ options, secret }, url, passwordHash) {
  const now = new Date().toISOString();
  const insert = `insert into users (username, username_key, password_hash, name, role, created_at)
    values ('benchregistrar', 'benchregistrar', '${passwordHash}', 'Bench Registrar', 'admin', '${now}')`;
  return withDb(url, async (query, handle) => {
    if (options.db === 'postgres') await handle.query(insert);
    else {
      handle.prepare(insert).run();
      handle.pragma('wal_checkpoint(TRUNCATE)');
    }
    const [admin] = await query("select id from users where username = 'benchregistrar'");
    const [period] = await query('select id from registration_periods where is_current = 1');
    return {
      periodId: Number(period.id),
      token: signTokens(secret, [Number(admin.id)], 8 * 3600, 'admin')[0],
    };
  });
}

/** Issue 44's results, prerequisites and standings (`--records`), after the university. */
async function addAcademicRecords({ options }, url, catalogue, spec) {
  await withDb(url, async (query, handle) => {
    const [faculty] = await query("select id from faculties where code = 'FBM'");
    const statements = academicRecordStatements({
      subjectIds: [...catalogue.hotSubjectIds, ...catalogue.normalSubjectIds],
      studentIds: catalogue.studentIds,
      facultyId: Number(faculty.id),
      creditMax: spec.creditMax,
    });
    if (options.db === 'postgres') {
      for (const statement of statements) await handle.query(statement);
      return;
    }
    handle.transaction(() => statements.forEach((statement) => handle.exec(statement)))();
    handle.pragma('wal_checkpoint(TRUNCATE)');
  });
}
