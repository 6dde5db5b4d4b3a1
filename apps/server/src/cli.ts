// `npm run users -- <command>`: set up lecturer and admin accounts and advisors without
// touching the database by hand. Uses the same DATABASE_URL as the server.
import { parseArgs } from 'node:util';
import { createUserBodySchema, roleSchema } from '@daftar/contract';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { AppError } from './lib/app-error';
import { defaultDatabaseUrl } from './lib/paths';
import * as users from './modules/accounts/users.service';
import * as people from './modules/accounts/users.reads';

const USAGE = `Usage:
  npm run users -- create --role <student|lecturer|admin> --username <u> --password <p> --name <n>
                          [--student-id <id>] [--advisor <lecturer username>]
  npm run users -- assign-advisor --student <username> --advisor <lecturer username> [--as <admin>]
  npm run users -- list [--role <role>]`;

async function run(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      'student-id': { type: 'string' },
      advisor: { type: 'string' },
      student: { type: 'string' },
      as: { type: 'string' },
    },
  });
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL ?? defaultDatabaseUrl });
  const { db } = database;
  const userNamed = async (username: string | undefined, what: string) => {
    const user = username ? await people.findManagedUserByUsername(db, username) : undefined;
    if (!user) throw new Error(`No ${what} with username "${username ?? ''}".`);
    return user;
  };
  try {
    await migrateToLatest(database);
    switch (positionals[0]) {
      case 'create': {
        const advisor = values.advisor ? await userNamed(values.advisor, 'lecturer') : undefined;
        const body = createUserBodySchema.parse({
          role: values.role,
          username: values.username,
          password: values.password,
          name: values.name,
          studentId: values['student-id'],
          advisorId: advisor?.id,
        });
        console.log(JSON.stringify(await users.createUser(db, body), null, 2));
        break;
      }
      case 'assign-advisor': {
        const student = await userNamed(values.student, 'student');
        const advisor = await userNamed(values.advisor, 'lecturer');
        // The trail records who made the change: the admin named, or the first admin.
        const admin = await people.findAdminForTrail(db, values.as);
        if (!admin) throw new Error('No admin to record the change as: create one first.');
        console.log(
          JSON.stringify(
            await users.assignAdvisor(database, admin.id, student.id, advisor.id),
            null,
            2,
          ),
        );
        break;
      }
      case 'list': {
        const role = values.role ? roleSchema.parse(values.role) : undefined;
        for (const user of await people.listUsers(db, role)) {
          console.log(
            [user.role.padEnd(8), user.username.padEnd(16), user.name, user.studentId ?? ''].join(
              '  ',
            ),
          );
        }
        break;
      }
      default:
        console.log(USAGE);
        process.exitCode = positionals[0] ? 1 : 0;
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof AppError || error instanceof Error) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
