// The benchmark's university, written straight into the database (never through the timed path):
// a current Open period, hot subjects with far fewer seats than students, normal subjects with
// room, and S students with a password hash and a signed token each.
import { randomBytes, scryptSync } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { seededRandom } from './stats.mjs';

const DAY_MS = 24 * 3600 * 1000;
const isoDay = (offsetDays) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
// Two-hour teaching slots: Monday to Friday at 08:00, 10:00, 14:00 and 16:00.
const SLOT_HOURS = [8, 10, 14, 16];

/** The catalogue as plain data: `hot` subjects with `hotSeats` seats each, `normal` with room. */
export function catalogueSpec({
  hot,
  hotSeats,
  hotSections = 2,
  normal,
  normalSeats,
  parts = false,
  seed = 7,
}) {
  const random = seededRandom(seed);
  const slot = () => {
    const index = Math.floor(random() * 5 * SLOT_HOURS.length);
    const hour = SLOT_HOURS[index % SLOT_HOURS.length];
    return {
      day: 1 + Math.floor(index / SLOT_HOURS.length),
      start: hour * 60,
      end: (hour + 2) * 60,
    };
  };
  const subjects = [];
  for (let i = 0; i < hot; i += 1) {
    const sections = Array.from({ length: hotSections }, (_, s) => ({
      // The seats split as evenly as they go, the first sections taking any remainder.
      capacity: Math.floor(hotSeats / hotSections) + (s < hotSeats % hotSections ? 1 : 0),
      meetings: [slot()],
    }));
    subjects.push({
      code: `HOT${1001 + i}`,
      name: `Popular Subject ${i + 1}`,
      credits: 3,
      hot: true,
      sections,
    });
  }
  for (let i = 0; i < normal; i += 1) {
    subjects.push({
      code: `SUB${2001 + i}`,
      name: `Subject ${i + 1}`,
      credits: i % 3 === 2 ? 4 : 3,
      hot: false,
      sections: [
        { capacity: Math.ceil(normalSeats / 2), meetings: [slot()] },
        { capacity: Math.floor(normalSeats / 2), meetings: [slot()] },
      ],
    });
  }
  return {
    creditMax: 20,
    subjects: parts ? subjects.map((s) => withTutorials(s, slot)) : subjects,
  };
}

/**
 * Issue 46's subject of two parts (`--parts`): the subject's sections become its lectures (part
 * L), each with two tutorials (part T) linked to it that share its seats, meeting at another time.
 */
function withTutorials(subject, slot) {
  const lectures = subject.sections.map((section) => ({ ...section, part: 'L' }));
  const tutorials = lectures.flatMap((lecture, index) =>
    [0, 1].map((half) => ({
      capacity: Math.floor(lecture.capacity / 2) + (half === 0 ? lecture.capacity % 2 : 0),
      meetings: [slot()],
      part: 'T',
      linkedTo: index,
    })),
  );
  return { ...subject, sections: [...lectures, ...tutorials] };
}

/** The password hash every benchmark student gets, in the server's `scrypt$N$r$p$salt$key` form. */
export function benchPasswordHash() {
  const salt = randomBytes(16);
  const key = scryptSync('bench-password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Tokens as the server signs them: HS256, claims `{ sub, role, ver }` plus `exp`. */
export function signTokens(secret, userIds, ttlSeconds = 8 * 3600, role = 'student') {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  return userIds.map((id) => sign({ sub: String(id), role, ver: 0 }));
}

function rows(spec, students, passwordHash) {
  const now = new Date().toISOString();
  const users = [];
  for (let i = 0; i < students; i += 1) {
    const n = String(i + 1).padStart(6, '0');
    users.push([`bench${n}`, `bench${n}`, passwordHash, `Bench Student ${n}`, `B${n}`, now]);
  }
  return { now, users, spec };
}

/**
 * Students waiting for the hot subjects (issue 20): `waiting` for each, in line from the start,
 * with a registration of their own; they are not in the rush, so every seat a rush student drops
 * goes to one of them.
 */
function waiters(spec, waiting, passwordHash, now) {
  const hot = spec.subjects.filter((s) => s.hot);
  return Array.from({ length: waiting * hot.length }, (_, i) => {
    const n = String(i + 1).padStart(6, '0');
    return {
      user: [`wait${n}`, `wait${n}`, passwordHash, `Waiting Student ${n}`, `W${n}`, now],
      code: hot[i % hot.length].code,
    };
  });
}

/** Fills a migrated, empty SQLite database (better-sqlite3 handle). */
export function fillSqlite(db, { spec, students, waiting = 0, passwordHash }) {
  const { now, users } = rows(spec, students, passwordHash);
  const fill = db.transaction(() => {
    const faculty = db
      .prepare("insert into faculties (code, name) values ('FBM', 'Faculty of Benchmarks')")
      .run().lastInsertRowid;
    const period = (current, start, end) =>
      db
        .prepare(
          `insert into registration_periods (semester, academic_year, start_date, end_date, credit_max, is_current)
           values (?, '2024/2025', ?, ?, ?, ?)`,
        )
        .run(current ? 6 : 5, start, end, spec.creditMax, current ? 1 : 0).lastInsertRowid;
    period(false, isoDay(-200), isoDay(-180));
    const periodId = period(true, isoDay(-1), isoDay(10));
    const advisor = db
      .prepare(
        `insert into users (username, username_key, password_hash, name, role, created_at)
         values ('benchadvisor', 'benchadvisor', ?, 'Dr. Bench', 'lecturer', ?)`,
      )
      .run(passwordHash, now).lastInsertRowid;
    const subject = db.prepare(
      `insert into subjects (code, name, credits, description, year, faculty_id)
       values (?, ?, ?, ?, 1, ?)`,
    );
    // Parts and links only when the catalogue has them: a build from before parts (--server)
    // can still be filled.
    const multiPart = spec.subjects.some((s) => s.sections.some((sec) => sec.part));
    const section = db.prepare(
      multiPart
        ? `insert into sections (period_id, subject_id, number, capacity, lecturer, part, linked_section_id)
           values (?, ?, ?, ?, 'Dr. Bench', ?, ?)`
        : `insert into sections (period_id, subject_id, number, capacity, lecturer)
           values (?, ?, ?, ?, 'Dr. Bench')`,
    );
    const meeting = db.prepare(
      `insert into section_meetings (section_id, day, start_minute, end_minute, room)
       values (?, ?, ?, ?, 'BK1')`,
    );
    const subjectIds = new Map();
    for (const s of spec.subjects) {
      const subjectId = subject.run(
        s.code,
        s.name,
        s.credits,
        `About ${s.code}.`,
        faculty,
      ).lastInsertRowid;
      subjectIds.set(s.code, subjectId);
      const ids = [];
      s.sections.forEach((sec, index) => {
        const values = [periodId, subjectId, index + 1, sec.capacity];
        if (multiPart) values.push(sec.part ?? null, ids[sec.linkedTo] ?? null);
        const sectionId = section.run(...values).lastInsertRowid;
        ids.push(sectionId);
        for (const m of sec.meetings) meeting.run(sectionId, m.day, m.start, m.end);
      });
    }
    const user = db.prepare(
      `insert into users (username, username_key, password_hash, name, role, student_id, faculty_id, advisor_id, created_at)
       values (?, ?, ?, ?, 'student', ?, ?, ?, ?)`,
    );
    for (const [username, key, hash, name, studentId, created] of users)
      user.run(username, key, hash, name, studentId, faculty, advisor, created);
    const registration = db.prepare(
      `insert into registrations (student_id, period_id, status, created_at, updated_at)
       values (?, ?, 'draft', ?, ?)`,
    );
    // Prepared only when someone waits, so a build from before waitlists (--server) can be filled.
    const lines = waiters(spec, waiting, passwordHash, now);
    const entry =
      lines.length > 0 &&
      db.prepare(
        `insert into waitlist_entries (period_id, subject_id, student_id, created_at)
         values (?, ?, ?, ?)`,
      );
    for (const waiter of lines) {
      const [username, key, hash, name, studentId, created] = waiter.user;
      const id = user.run(
        username,
        key,
        hash,
        name,
        studentId,
        faculty,
        advisor,
        created,
      ).lastInsertRowid;
      registration.run(id, periodId, now, now);
      entry.run(periodId, subjectIds.get(waiter.code), id, now);
    }
  });
  fill();
  return readBack((text) => db.prepare(text).all(), spec);
}

/** Fills a migrated, empty PostgreSQL database (a connected pg client). */
export async function fillPostgres(client, { spec, students, waiting = 0, passwordHash }) {
  const { now, users } = rows(spec, students, passwordHash);
  const one = async (text, values) => (await client.query(text, values)).rows[0].id;
  await client.query('begin');
  const faculty = await one(
    "insert into faculties (code, name) values ('FBM', 'Faculty of Benchmarks') returning id",
  );
  const period = (current, start, end) =>
    one(
      `insert into registration_periods (semester, academic_year, start_date, end_date, credit_max, is_current)
       values ($1, '2024/2025', $2, $3, $4, $5) returning id`,
      [current ? 6 : 5, start, end, spec.creditMax, current ? 1 : 0],
    );
  await period(false, isoDay(-200), isoDay(-180));
  const periodId = await period(true, isoDay(-1), isoDay(10));
  const advisor = await one(
    `insert into users (username, username_key, password_hash, name, role, created_at)
     values ('benchadvisor', 'benchadvisor', $1, 'Dr. Bench', 'lecturer', $2) returning id`,
    [passwordHash, now],
  );
  const subjectIds = new Map();
  for (const s of spec.subjects) {
    const subjectId = await one(
      `insert into subjects (code, name, credits, description, year, faculty_id)
       values ($1, $2, $3, $4, 1, $5) returning id`,
      [s.code, s.name, s.credits, `About ${s.code}.`, faculty],
    );
    subjectIds.set(s.code, subjectId);
    const ids = [];
    for (const [index, sec] of s.sections.entries()) {
      const sectionId = sec.part
        ? await one(
            `insert into sections (period_id, subject_id, number, capacity, lecturer, part, linked_section_id)
             values ($1, $2, $3, $4, 'Dr. Bench', $5, $6) returning id`,
            [periodId, subjectId, index + 1, sec.capacity, sec.part, ids[sec.linkedTo] ?? null],
          )
        : await one(
            `insert into sections (period_id, subject_id, number, capacity, lecturer)
             values ($1, $2, $3, $4, 'Dr. Bench') returning id`,
            [periodId, subjectId, index + 1, sec.capacity],
          );
      ids.push(sectionId);
      for (const m of sec.meetings) {
        await client.query(
          `insert into section_meetings (section_id, day, start_minute, end_minute, room)
           values ($1, $2, $3, $4, 'BK1')`,
          [sectionId, m.day, m.start, m.end],
        );
      }
    }
  }
  for (let from = 0; from < users.length; from += 1000) {
    const chunk = users.slice(from, from + 1000);
    const values = [];
    const tuples = chunk.map((u, i) => {
      values.push(...u, faculty, advisor);
      const b = i * 8;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, 'student', $${b + 5}, $${b + 7}, $${b + 8}, $${b + 6})`;
    });
    await client.query(
      `insert into users (username, username_key, password_hash, name, role, student_id, faculty_id, advisor_id, created_at)
       values ${tuples.join(', ')}`,
      values,
    );
  }
  for (const waiter of waiters(spec, waiting, passwordHash, now)) {
    const [username, key, hash, name, studentId, created] = waiter.user;
    const id = await one(
      `insert into users (username, username_key, password_hash, name, role, student_id, faculty_id, advisor_id, created_at)
       values ($1, $2, $3, $4, 'student', $5, $6, $7, $8) returning id`,
      [username, key, hash, name, studentId, faculty, advisor, created],
    );
    await client.query(
      `insert into registrations (student_id, period_id, status, created_at, updated_at)
       values ($1, $2, 'draft', $3, $3)`,
      [id, periodId, now],
    );
    await client.query(
      `insert into waitlist_entries (period_id, subject_id, student_id, created_at)
       values ($1, $2, $3, $4)`,
      [periodId, subjectIds.get(waiter.code), id, now],
    );
  }
  await client.query('commit');
  return readBack(async (text) => (await client.query(text)).rows, spec);
}

/** Ids of what was inserted: the students in order, and the hot and normal subjects. */
function readBack(query, spec) {
  const finish = (students, subjects) => {
    const byCode = new Map(subjects.map((s) => [s.code, Number(s.id)]));
    return {
      studentIds: students.map((s) => Number(s.id)),
      hotSubjectIds: spec.subjects.filter((s) => s.hot).map((s) => byCode.get(s.code)),
      normalSubjectIds: spec.subjects.filter((s) => !s.hot).map((s) => byCode.get(s.code)),
      credits: new Map(spec.subjects.map((s) => [byCode.get(s.code), s.credits])),
      codes: new Map(spec.subjects.map((s) => [byCode.get(s.code), s.code])),
    };
  };
  // The rush's students; those waiting from the start are not among them.
  const students = query(
    "select id from users where role = 'student' and username like 'bench%' order by id",
  );
  const subjects = query('select id, code from subjects');
  if (students instanceof Promise)
    return Promise.all([students, subjects]).then(([a, b]) => finish(a, b));
  return finish(students, subjects);
}
