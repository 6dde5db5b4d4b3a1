// `npm run catalogue -- <command>`: a period's catalogue in and out as CSV, the same file and the
// same checks as the registrar's import and export in the app. Uses the same DATABASE_URL as the
// server.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  CATALOGUE_IMPORT_LIMITS,
  catalogueExportQuerySchema,
  formatCatalogueImportMessage,
  type CatalogueImportProblem,
} from '@daftar/contract';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { AppError } from './lib/app-error';
import { defaultDatabaseUrl } from './lib/paths';
import { exportCatalogue } from './modules/catalogue-import/catalogue-export.service';
import {
  describeSummary,
  importCatalogue,
  wordImportOutcome,
} from './modules/catalogue-import/catalogue-import.service';
import { writeEmailsToOutbox } from './modules/email/email.service';
import { findAdminForTrail } from './modules/accounts/users.reads';
import { createDomainEvents } from './lib/domain-events';

const USAGE = `Usage:
  npm run catalogue -- import <file.csv> --period <id> [--dry-run] [--as <admin username>]
  npm run catalogue -- export --period <id> [--out <file.csv>]

The file has a header row and one row per section meeting, in the columns
subject_code,subject_name,credits,year,faculty_code,description,prerequisites,
section,capacity,lecturer,day,start,end,room. An import with errors changes nothing.
--as names the admin the trail records (default: the first admin).`;

/** "row 12, day: ...", "row 1: ...", "file: ..." */
function problemLine(problem: CatalogueImportProblem): string {
  const place =
    problem.row === null
      ? 'file'
      : problem.column === null
        ? `row ${problem.row}`
        : `row ${problem.row}, ${problem.column}`;
  return `  ${place}: ${problem.message}`;
}

function periodOption(value: string | undefined): number {
  const parsed = catalogueExportQuerySchema.safeParse({ periodId: value });
  if (!parsed.success) throw new Error('Name the period with --period <id> (a whole number).');
  return parsed.data.periodId;
}

async function run(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      period: { type: 'string' },
      'dry-run': { type: 'boolean' },
      as: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const [command, file] = positionals;
  if (command !== 'import' && command !== 'export') {
    console.log(USAGE);
    process.exitCode = command ? 1 : 0;
    return;
  }
  const periodId = periodOption(values.period);
  if (command === 'import' && !file) throw new Error('Name the CSV file to import.');
  const csv = command === 'import' ? await readFile(file!) : undefined;

  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL ?? defaultDatabaseUrl });
  // Seats a raised capacity gives waiting students are emailed: the server's worker sends them.
  if (config.SMTP_URL) writeEmailsToOutbox(config);
  try {
    await migrateToLatest(database);
    if (command === 'export') {
      const { csv: text } = await exportCatalogue(database.db, periodId);
      if (values.out) {
        await writeFile(values.out, text);
        console.log(`Wrote the catalogue of period ${periodId} to ${values.out}.`);
      } else {
        process.stdout.write(text);
      }
      return;
    }

    const dryRun = values['dry-run'] === true;
    const admin = await findAdminForTrail(database.db, values.as);
    if (!dryRun && !admin) {
      throw new Error(
        values.as
          ? `No admin with username "${values.as}".`
          : 'There is no admin yet: create one with npm run users -- create --role admin ...',
      );
    }
    // No browser listens to this process: what the import changed is told to nobody here, and
    // the servers' seat counts catch up on their next change of those subjects.
    const outcome = await importCatalogue(database, createDomainEvents(console), {
      periodId,
      csv: csv!,
      dryRun,
      actorId: admin?.id ?? null,
    });
    const report = wordImportOutcome(outcome, 'en');
    if (report.errors.length > 0) console.log('Errors:');
    for (const problem of report.errors) console.log(problemLine(problem));
    const unlisted = report.errorCount - report.errors.length;
    if (unlisted > 0) {
      const more = formatCatalogueImportMessage('moreErrors', { count: unlisted }, 'en');
      console.log(`  ${more}`);
    }
    if (report.warnings.length > 0) console.log('Warnings:');
    for (const problem of report.warnings) console.log(problemLine(problem));
    const summary = describeSummary(report.summary);
    if (!report.ok) {
      console.log(
        `The file has errors: nothing was imported. The rows without errors: ${summary}.`,
      );
      process.exitCode = 1;
    } else if (dryRun) {
      console.log(`Dry run: nothing was changed. The import would make: ${summary}.`);
    } else {
      console.log(`Imported, recorded as ${admin!.username}: ${summary}.`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
    console.error(
      `The file has more than ${CATALOGUE_IMPORT_LIMITS.maxRows.toLocaleString('en')} rows: split it and import each part.`,
    );
  } else if (error instanceof Error) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
