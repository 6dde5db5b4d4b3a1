import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import * as repo from './rosters.repository';

// The semester as OneRoster 1.1 CSV (issue 47), which Moodle, Canvas and Google Classroom import:
// the period (an academic session), the university and its faculties (orgs), the subjects
// (courses) and their sections (classes), the students holding seats (users) and each seat
// (enrollments). Every file is bulk: a platform replaces what it has with it, so a dropped seat
// is simply gone from the next export and a new or changed one carries its `dateLastModified`.

const ROOT_ORG = 'daftar-university';
const id = (kind: string, ...ids: number[]) => `daftar-${kind}-${ids.join('-')}`;

const FILES = {
  academicSessions: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
    'parentSourcedId',
    'schoolYear',
  ],
  orgs: [
    'sourcedId',
    'status',
    'dateLastModified',
    'name',
    'type',
    'identifier',
    'parentSourcedId',
  ],
  courses: [
    'sourcedId',
    'status',
    'dateLastModified',
    'schoolYearSourcedId',
    'title',
    'courseCode',
    'grades',
    'orgSourcedId',
    'subjects',
    'subjectCodes',
  ],
  classes: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  users: [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
  ],
  enrollments: [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
} as const;

type FileName = keyof typeof FILES;

/** Every file OneRoster 1.1 names, in the manifest's order: those Daftar has none of are absent. */
const MANIFEST_FILES = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItems',
  'orgs',
  'resources',
  'results',
  'users',
] as const;
type Row = Partial<Record<string, string>>;

function csvOf(file: FileName, rows: Row[]): Uint8Array {
  const columns = FILES[file];
  const sorted = [...rows].sort((a, b) => ((a.sourcedId ?? '') < (b.sourcedId ?? '') ? -1 : 1));
  const lines = [[...columns], ...sorted.map((row) => columns.map((c) => row[c] ?? ''))];
  return strToU8(stringify(lines, { record_delimiter: 'windows' }));
}

// Patronymic markers: a Malaysian name's given part ends before them ("Aiman bin Ali").
const PATRONYMIC = new Set(['bin', 'binti', 'bt', 'a/l', 'a/p', 'anak']);

/**
 * The given and family names a platform asks for, from the roll's one name: split before a
 * patronymic marker, else at the last word; a one-word name is both.
 */
export function nameParts(name: string): { givenName: string; familyName: string } {
  const words = name.trim().split(/\s+/);
  const marker = words.findIndex((word, i) => i > 0 && PATRONYMIC.has(word.toLowerCase()));
  if (marker > 0) {
    return {
      givenName: words.slice(0, marker).join(' '),
      familyName: words.slice(marker).join(' '),
    };
  }
  if (words.length === 1) return { givenName: words[0]!, familyName: words[0]! };
  return { givenName: words.slice(0, -1).join(' '), familyName: words[words.length - 1]! };
}

const latest = (...stamps: (string | null)[]) =>
  stamps.filter((s): s is string => s !== null).reduce((a, b) => (a > b ? a : b));

/** The period's roster as a OneRoster 1.1 CSV zip, and the file name to save it under. */
export async function oneRosterZip(
  db: Db,
  periodId: number,
  universityName: string,
): Promise<{ filename: string; zip: Uint8Array }> {
  const period = await repo.periodOf(db, periodId);
  if (!period) throw notFound('periodId');
  const [sections, seats, students, faculties] = await Promise.all([
    repo.sectionsOfPeriod(db, periodId),
    repo.seatsOfPeriod(db, periodId),
    repo.studentsOfPeriod(db, periodId),
    repo.faculties(db),
  ]);
  // What has no change of its own recorded is as old as the period's opening (campus time).
  const opened = new Date(`${period.start_date}T00:00:00+08:00`).toISOString();
  const base = { status: 'active', dateLastModified: opened };
  const term = id('period', period.id);
  const schoolYear = period.academic_year.split('/').pop() ?? period.academic_year;
  const sectionById = new Map(sections.map((s) => [s.id, s]));
  const subjects = new Map(sections.map((s) => [s.subject_id, s]));
  const files: Record<string, Uint8Array> = {
    'academicSessions.csv': csvOf('academicSessions', [
      {
        ...base,
        sourcedId: term,
        title: `Semester ${period.semester} ${period.academic_year}`,
        type: 'semester',
        startDate: period.start_date,
        endDate: period.end_date,
        schoolYear,
      },
    ]),
    'orgs.csv': csvOf('orgs', [
      { ...base, sourcedId: ROOT_ORG, name: universityName, type: 'district' },
      ...faculties.map((f) => ({
        ...base,
        sourcedId: id('faculty', f.id),
        name: f.name,
        type: 'school',
        identifier: f.code,
        parentSourcedId: ROOT_ORG,
      })),
    ]),
    'courses.csv': csvOf(
      'courses',
      [...subjects.values()].map((s) => ({
        ...base,
        sourcedId: id('subject', s.subject_id),
        title: s.name,
        courseCode: s.code,
        orgSourcedId: id('faculty', s.faculty_id),
      })),
    ),
    'classes.csv': csvOf(
      'classes',
      sections.map((s) => {
        const label = `${s.part ?? ''}${s.number}`;
        return {
          ...base,
          sourcedId: id('section', s.id),
          title: `${s.code} ${s.name} (${label})`,
          courseSourcedId: id('subject', s.subject_id),
          classCode: `${s.code}-${label}`,
          classType: 'scheduled',
          location: s.room ?? '',
          schoolSourcedId: id('faculty', s.faculty_id),
          termSourcedIds: term,
        };
      }),
    ),
    'users.csv': csvOf(
      'users',
      students.map((u) => ({
        ...base,
        dateLastModified: latest(opened, u.created_at),
        sourcedId: id('user', u.id),
        enabledUser: 'true',
        orgSourcedIds: u.faculty_id === null ? ROOT_ORG : id('faculty', u.faculty_id),
        role: 'student',
        username: u.username,
        ...nameParts(u.name),
        identifier: u.student_id ?? '',
        email: u.email ?? '',
      })),
    ),
    'enrollments.csv': csvOf(
      'enrollments',
      seats.flatMap((seat) => {
        const section = sectionById.get(seat.section_id);
        if (!section) return [];
        return [
          {
            ...base,
            dateLastModified: latest(seat.created_at, seat.decided_at, seat.updated_at),
            sourcedId: id('enrolment', seat.selection_id, seat.section_id),
            classSourcedId: id('section', seat.section_id),
            schoolSourcedId: id('faculty', section.faculty_id),
            userSourcedId: id('user', seat.student_id),
            role: 'student',
            primary: 'false',
          },
        ];
      }),
    ),
  };
  const manifest = [
    ['propertyName', 'value'],
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.1'],
    ...MANIFEST_FILES.map((f) => [`file.${f}`, `${f}.csv` in files ? 'bulk' : 'absent']),
    ['source.systemName', 'Daftar'],
    ['source.systemCode', 'daftar'],
  ];
  const zip = zipSync({
    'manifest.csv': strToU8(stringify(manifest, { record_delimiter: 'windows' })),
    ...files,
  });
  const slug = `${period.academic_year.replace('/', '-')}-semester-${period.semester}`;
  return { filename: `oneroster-${slug}.zip`, zip };
}
