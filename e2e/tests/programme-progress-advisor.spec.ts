import { readFileSync } from 'node:fs';
import { API, BEHIND_COLUMNS, ROLL_COLUMNS, STRUCTURE_COLUMNS, type User } from '@daftar/contract';
import type { Page } from '@playwright/test';
import { api, baseUrl, expect, prepare, signIn, test } from '../support/fixtures';
import { malayPerson, signInMalay } from '../support/malay';
import { checkScreen } from '../support/screens';

// Issue 45: the advisor opens a submitted registration and reads what each subject counts toward
// in the student's programme structure; the registrar opens the students behind their structure,
// filters to the programme and downloads the CSV; in English and in Malay. The journey brings its
// own programme (from the roll), structure and subjects, so no other journey's counts move.

const adminAccount = { username: 'admin', password: 'admin123' };
const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const PROGRAMME = `PP${suffix}`;
const INTAKE = '2025/2026';
const CORE = `PPA${suffix}`;
const OUTSIDE = `PPB${suffix}`;
const FAILED = `PPC${suffix}`;

const csv = (columns: readonly string[], rows: string[][]) =>
  [columns.join(','), ...rows.map((row) => row.join(','))].join('\n');

async function post(url: string, token: string, body: string) {
  const res = await fetch(`${baseUrl()}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body,
  });
  const reply = (await res.json()) as { ok?: boolean };
  expect(reply.ok, `${url}: ${JSON.stringify(reply)}`).toBe(true);
}

/** A year-2 student of the journey's programme, with a failed core subject, who submitted two. */
async function world() {
  const adminToken = await prepare.admin();
  const subjects = [];
  for (const [code, name, year] of [
    [CORE, 'Data Structures', 2],
    [OUTSIDE, 'Pottery for Beginners', 2],
    [FAILED, 'Discrete Mathematics', 1],
  ] as const) {
    subjects.push(
      await prepare.subject({
        code,
        name,
        year,
        capacity: 20,
        lecturer: 'Dr. Tan Wei Ming',
        meeting: { day: code === CORE ? 2 : 3, startTime: '14:00', endTime: '16:00', room: 'BK 2' },
      }),
    );
  }
  const advisor = await prepare.lecturer('Dr. Faridah binti Osman');
  const student = await prepare.student('Muhammad Haziq bin Azman');
  const { studentId } = await api<User>(API.user, { token: student.token });
  await post(
    `${API.rollImport}?dryRun=false&mode=upsert`,
    adminToken,
    csv(ROLL_COLUMNS, [
      [
        studentId!,
        student.name,
        `${studentId!.toLowerCase()}@siswa.example.edu.my`,
        'FSKTM',
        PROGRAMME,
        'Bachelor of Data Science',
        'Ijazah Sarjana Muda Sains Data',
        '2',
        INTAKE,
        '',
        'active',
        '', // no standing: the CGPA decides
      ],
    ]),
  );
  await api(API.userAdvisor(student.id), {
    method: 'PUT',
    token: adminToken,
    body: { advisorId: advisor.id },
  });
  const row = (group: string, en: string, ms: string, credits: string, code: string, y: string) => [
    PROGRAMME,
    INTAKE,
    group,
    en,
    ms,
    group === '' ? '' : 'core',
    credits,
    code,
    y,
    code ? '1' : '',
    '',
  ];
  await post(
    `${API.structuresImport}?dryRun=false`,
    adminToken,
    csv(STRUCTURE_COLUMNS, [
      row('', '', '', '9', '', ''),
      row('CORE', 'Core subjects', 'Subjek teras', '6', FAILED, '1'),
      row('CORE', 'Core subjects', 'Subjek teras', '6', CORE, '2'),
    ]),
  );
  await post(
    `${API.resultsImport}?dryRun=false`,
    adminToken,
    csv(
      ['student_id', 'subject_code', 'session', 'semester', 'grade'],
      [[studentId!, FAILED, '2025/2026', '1', 'F']],
    ),
  );
  for (const subject of subjects.slice(0, 2)) {
    await api(API.selectedSubjects, { token: student.token, body: { subjectId: subject.id } });
  }
  await api(API.submit, { token: student.token, method: 'POST' });
  const registrations = await api<{ id: number; student: { id: number } }[]>(
    API.reviewRegistrations,
    { token: adminToken },
  );
  const registration = registrations.find((r) => r.student.id === student.id)!;
  return { advisor, studentId: studentId!, registrationId: registration.id };
}

/** The screen checked and photographed in the light theme and in the dark one. */
async function checkBothThemes(page: Page, name: string) {
  await checkScreen(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  // The app follows the device's change a moment later: axe once read the colours mid-switch.
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await checkScreen(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

async function openBehind(page: Page, programmeLabel: string) {
  await page.goto(`${baseUrl()}/admin/structures/behind`);
  await page.getByLabel(programmeLabel).selectOption(PROGRAMME);
  await expect(page).toHaveURL(new RegExp(`programme=${PROGRAMME}`));
}

test('the advisor sees what each subject counts toward; the registrar lists and downloads who is behind', async ({
  page: advisorPage,
  browser,
}) => {
  // Four screens, each checked and photographed at two widths in two themes.
  test.setTimeout(300_000);
  let page = advisorPage;
  const { advisor, studentId, registrationId } = await world();

  // The advisor, in English.
  await signIn(page, advisor);
  await page.goto(`${baseUrl()}/admin?registration=${registrationId}`);
  const panel = page.getByRole('complementary', { name: 'About this registration' });
  await expect(panel.getByText('Counts toward Core subjects, year 2')).toBeVisible();
  await expect(
    panel.getByText("Counts toward nothing in the student's programme structure"),
  ).toBeVisible();
  await expect(panel.getByText(`${PROGRAMME} · Bachelor of Data Science`)).toBeVisible();
  await expect(
    panel.getByText('0 credits done, 3 in progress, 6 still needed, of 9'),
  ).toBeVisible();
  await expect(panel.getByText(`Still needs ${FAILED} (failed, F).`)).toBeVisible();
  await checkBothThemes(page, 'programme-progress-advisor');

  // The advisor, in Malay.
  let malay = await malayPerson(browser);
  await signInMalay(malay, advisor);
  await malay.goto(`${baseUrl()}/admin?registration=${registrationId}`);
  await expect(malay.getByText('Dikira bagi Subjek teras, tahun 2')).toBeVisible();
  await expect(
    malay.getByText('Tidak dikira bagi mana-mana kumpulan dalam struktur program pelajar'),
  ).toBeVisible();
  await checkBothThemes(malay, 'programme-progress-advisor-ms');

  // The registrar, in English (a browser of their own): the programme's one student behind, and
  // the CSV.
  page = await (await browser.newContext()).newPage();
  await signIn(page, adminAccount);
  await page.goto(`${baseUrl()}/admin/structures`);
  await page.getByRole('link', { name: 'Students behind their structure' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Students behind their structure' }),
  ).toBeVisible();
  await openBehind(page, 'Programme');
  await expect(page.getByText('1 student behind, of 1 with a structure')).toBeVisible();
  const list = page.getByRole('list', { name: 'Students behind their structure' });
  await expect(list.getByText('Muhammad Haziq bin Azman')).toBeVisible();
  await expect(list.getByText(`Failed core, not retaken: ${FAILED} (F)`)).toBeVisible();
  await checkBothThemes(page, 'programme-progress-behind');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(header).toBe(BEHIND_COLUMNS.join(','));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^${studentId},Muhammad Haziq bin Azman,FSKTM,`));
  expect(lines[0]).toContain(
    `,${PROGRAMME},Bachelor of Data Science,Ijazah Sarjana Muda Sains Data,${INTAKE},2,`,
  );
  // The plan before this term: the failed subject (year 1), and the core one (year 2, semester 1)
  // once the term is past its first semester.
  const semester = Number(lines[0]!.split(',')[10]);
  const planned = semester > 1 ? 6 : 3;
  expect(lines[0]).toMatch(new RegExp(`,${semester},0,${planned},${planned},${FAILED} \\(F\\)$`));

  // The registrar, in Malay.
  await malay.context().close();
  malay = await malayPerson(browser);
  await signInMalay(malay, adminAccount);
  await openBehind(malay, 'Program');
  await expect(
    malay.getByText('1 pelajar ketinggalan, daripada 1 yang mempunyai struktur'),
  ).toBeVisible();
  await expect(malay.getByText(`Gagal subjek teras, belum diulang: ${FAILED} (F)`)).toBeVisible();
  await checkBothThemes(malay, 'programme-progress-behind-ms');
  await malay.context().close();
  await page.context().close();
});
