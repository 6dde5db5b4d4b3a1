import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, slipVerificationSchema } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// The slip read back as a sponsor's office would: its text extracted with poppler's pdftotext,
// its first page rendered with pdftoppm and the QR code on it decoded with zbarimg, then
// followed to the verification answer. Needs `apt-get install -y poppler-utils zbar-tools`
// (`npm run test:documents`).

const PUBLIC_URL = 'https://daftar.example.edu.my';
const CODES = ['DOC1001', 'DOC1002', 'DOC1003'];

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let student: TestUser;
let studentNumber: string;
let registrationId: number;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'daftar-slip-'));
  t = await createTestApp({ RATE_LIMITS: 'off', PUBLIC_URL, UNIVERSITY_NAME: 'Universiti Ujian' });
  http = api(t);
  fx = await createCatalogue(
    t.database.db,
    CODES.map((code, index) => ({
      code,
      sections: [{ capacity: 10, meetings: [[index + 1, 8, 10]] }],
    })),
  );
  advisor = await t.createUser({ role: 'lecturer', name: 'Dr. Tan Wei Ming' });
  student = await t.createUser({ advisorId: advisor.id, name: 'Nur Aisyah binti Ahmad' });
  for (const code of CODES) await http.add(student, fx.subjects[code]!.id);
  await http.submit(student);
  const row = await t.database.db
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.student_id')
    .select(['r.id', 'u.student_id'])
    .where('r.student_id', '=', student.id)
    .executeTakeFirstOrThrow();
  registrationId = row.id;
  studentNumber = row.student_id!;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

let slips = 0;
/** Downloads the student's slip and keeps it as a file, as a browser would. */
async function downloadSlip(user: TestUser = student): Promise<string> {
  const res = await http.get(API.registrationSlip, user);
  expect(res.statusCode).toBe(200);
  const file = join(dir, `slip-${(slips += 1)}.pdf`);
  writeFileSync(file, res.rawPayload);
  return file;
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The URL in the QR code of the slip's first page, rendered at 150 dpi like a scan. */
function qrUrl(file: string): string {
  const prefix = join(dir, `page-${slips}`);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '150',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    prefix,
  ]);
  // zbarimg complains on stderr that there is no D-Bus here; only its answer matters.
  return execFileSync('zbarimg', ['--raw', '-q', `${prefix}.png`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

async function verify(url: string) {
  const prefix = `${PUBLIC_URL}/verify/`;
  expect(url.startsWith(prefix)).toBe(true);
  const res = await http.get(API.verifySlip(url.slice(prefix.length)));
  expect(res.statusCode).toBe(200);
  return slipVerificationSchema.parse(res.json());
}

describe('the registration slip, read back', () => {
  it('has the student, every subject and TEMPORARY while a subject waits for a decision', async () => {
    const text = pdfText(await downloadSlip());
    expect(text).toContain('Universiti Ujian'.toUpperCase());
    expect(text).toContain('Nur Aisyah binti Ahmad');
    expect(text).toContain(studentNumber);
    expect(text).toContain('Dr. Tan Wei Ming');
    for (const code of CODES) expect(text).toContain(code);
    expect(text).toContain('TEMPORARY');
    expect(text).toContain('SEMENTARA');
    expect(text).not.toMatch(/\bFINAL\b|MUKTAMAD/);
  });

  it('carries a QR code that leads to what the slip was made from, then says superseded after a change', async () => {
    const url = qrUrl(await downloadSlip());
    const slip = await verify(url);
    expect(slip).toMatchObject({
      studentName: 'Nur Aisyah binti Ahmad',
      final: false,
      superseded: false,
    });
    expect(slip.studentId).not.toBe(studentNumber);
    expect(studentNumber.startsWith(slip.studentId.replace(/\*+$/, ''))).toBe(true);
    expect(slip.subjects.map((s) => s.code)).toEqual(CODES);

    const approved = await http.post(API.approveRegistration(registrationId), advisor);
    expect(approved.statusCode).toBe(200);
    expect(await verify(url)).toMatchObject({ superseded: true });
  });

  it('says FINAL once every subject is approved, and its own QR code verifies as current', async () => {
    const file = await downloadSlip();
    const text = pdfText(file);
    expect(text).toContain('FINAL');
    expect(text).toContain('MUKTAMAD');
    expect(text).not.toMatch(/TEMPORARY|SEMENTARA/);
    expect(await verify(qrUrl(file))).toMatchObject({ final: true, superseded: false });
  });

  it("is worded in the student's language first, with the other under each heading", async () => {
    await t.database.db
      .updateTable('users')
      .set({ language: 'ms' })
      .where('id', '=', student.id)
      .execute();
    const text = pdfText(await downloadSlip());
    expect(text.indexOf('Slip Pendaftaran Subjek')).toBeLessThan(
      text.indexOf('Subject Registration Slip'),
    );
    expect(text).toContain('Nama Pelajar');
    expect(text).toContain('Student Name');
    expect(text.indexOf('MUKTAMAD')).toBeLessThan(text.indexOf('FINAL'));
  });

  it('names subjects and the faculty in Malay on a Malay slip, in English on an English one', async () => {
    const { db } = t.database;
    await db
      .updateTable('subjects')
      .set({ name_ms: 'Subjek Dokumen Pertama' })
      .where('code', '=', 'DOC1001')
      .execute();
    await db
      .updateTable('faculties')
      .set({ name: 'Faculty of Testing', name_ms: 'Fakulti Ujian' })
      .where('id', '=', fx.facultyId)
      .execute();
    await db
      .updateTable('users')
      .set({ faculty_id: fx.facultyId })
      .where('id', '=', student.id)
      .execute();
    const malay = pdfText(await downloadSlip());
    expect(malay).toContain('Subjek Dokumen Pertama');
    expect(malay).toContain('Fakulti Ujian');
    expect(malay).not.toContain('Subject DOC1001');
    // A subject without a Malay name keeps its English one.
    expect(malay).toContain('Subject DOC1002');

    await db.updateTable('users').set({ language: 'en' }).where('id', '=', student.id).execute();
    const english = pdfText(await downloadSlip());
    expect(english).toContain('Subject DOC1001');
    expect(english).toContain('Faculty of Testing');
    expect(english).not.toContain('Subjek Dokumen Pertama');
  });
});
