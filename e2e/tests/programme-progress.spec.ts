import { API, type AdminSubject, type StudentProgress, type User } from '@daftar/contract';
import type { Locator, Page } from '@playwright/test';
import {
  api,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  prepare,
  signIn,
  test,
  type PreparedUser,
} from '../support/fixtures';
import { malayPerson, signInMalay } from '../support/malay';
import { animationsDone } from '../support/registration-page';

// Issue 45: registration that follows the programme structure. A second-year student of a
// programme of the journey's own (its structure, roll row and result made through the imports)
// ticks "Counts toward my programme", adds the subjects recommended for this semester from their
// list, and sees "in progress" move on the dashboard without a reload. Once in English at 1280px,
// once in Malay on a 390px phone. The programme, its subjects and its student are each journey's
// own, so no other journey's counts of students, seats or subjects move.

interface World {
  student: PreparedUser;
  /** Passed last year: "already met". */
  passed: AdminSubject;
  /** Recommended for this semester, core. */
  recommended: AdminSubject[];
  /** Listed as an elective, with no recommended term. */
  elective: AdminSubject;
}

const ROLL_PROGRAMME = {
  name: 'Bachelor of Journey Studies',
  ms: 'Ijazah Sarjana Muda Pengajian Perjalanan',
};

async function programmeWorld(tag: string): Promise<World> {
  const stamp = `${tag}${String(Date.now()).slice(-5)}`;
  const subject = (index: number, name: string, day: number) =>
    prepare.subject({
      code: `PRG${stamp}${index}`,
      name,
      year: 2,
      capacity: 10,
      lecturer: 'Dr. Haslina binti Yusof',
      meeting: { day, startTime: '14:00', endTime: '16:00', room: 'DK2' },
    });
  const passed = await subject(1, 'Journey Foundations', 1);
  const recommended = [
    await subject(2, 'Journey Methods', 2),
    await subject(3, 'Journey Systems', 3),
  ];
  const elective = await subject(4, 'Journey Electives Studio', 4);

  const admin = await prepare.admin();
  const student = await prepare.student('Nur Aisyah binti Rahman');
  const { studentId } = await api<User>(API.user, { token: student.token });
  const programme = `PJ${stamp}`.slice(0, 20);
  await api(`${API.rollImport}?dryRun=false`, {
    token: admin,
    body: [
      {
        student_id: studentId,
        name: student.name,
        email: `${student.username}@student.example.edu.my`,
        faculty_code: 'FSKTM',
        programme_code: programme,
        programme_name: ROLL_PROGRAMME.name,
        programme_name_ms: ROLL_PROGRAMME.ms,
        year_of_study: 2,
        intake: '2025/2026',
        advisor_staff_id: '',
        status: 'active',
      },
    ],
  });
  await api(`${API.resultsImport}?dryRun=false`, {
    token: admin,
    body: [
      {
        student_id: studentId,
        subject_code: passed.code,
        session: '2024/2025',
        semester: 1,
        grade: 'A',
      },
    ],
  });
  const structure = async (term: { year: number; semester: number }) => {
    const row =
      (group: string, en: string, ms: string, kind: string, credits: number) =>
      (code: string, year: number | '', semester: number | '') => ({
        programme_code: programme,
        intake: '2025/2026',
        group,
        group_name_en: en,
        group_name_ms: ms,
        kind,
        credits_required: credits,
        subject_code: code,
        recommended_year: year,
        recommended_semester: semester,
        rule: '',
      });
    const core = row('CORE', 'Programme core', 'Teras program', 'core', 9);
    const electives = row('ELEC', 'Programme electives', 'Elektif program', 'elective', 3);
    await api(`${API.structuresImport}?dryRun=false`, {
      token: admin,
      body: [
        core(passed.code, 1, 1),
        ...recommended.map((s) => core(s.code, term.year, term.semester)),
        electives(elective.code, '', ''),
      ],
    });
  };
  // The plan is for the student's year and semester, which the server counts from the period:
  // a first import gives them a structure, whose reply says where they are.
  await structure({ year: 2, semester: 1 });
  const { term } = await api<StudentProgress>(API.progress, { token: student.token });
  await structure(term);
  return { student, passed, recommended, elective };
}

/** The "Available Subjects" row of a subject, by its code's details button (in either language). */
function row(page: Page, code: string, viewDetails: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `${viewDetails} ${code}` }) });
}

async function photograph(page: Page, name: string) {
  // The toasts so far (signed in, added) would cover what is photographed: they go by themselves
  // once the pointer is off them (a hovered toast stays).
  await page.mouse.move(0, 0);
  await expect(
    page.getByRole('region', { name: /^(Notifications|Pemberitahuan)/ }).locator('li'),
  ).toHaveCount(0, { timeout: 20_000 });
  // From the top: a full-page photograph of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsDone(page);
  await expectAccessible(page, name);
  await expectNoSidewaysScroll(page, name);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: `test-results/screens/${name}-${theme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a student registers by their programme structure and sees progress move, in English', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const world = await programmeWorld('E');
  await signIn(page, world.student);

  const progress = page.getByRole('heading', { name: 'Programme Progress' }).locator('xpath=../..');
  await expect(progress).toContainText('Bachelor of Journey Studies · 2025/2026 intake');
  await expect(progress.getByText('3 of 12 credits done')).toBeVisible();
  const inProgress = progress
    .getByRole('term')
    .filter({ hasText: 'In progress' })
    .locator('xpath=following-sibling::dd');
  await expect(inProgress).toHaveText('0 credits');
  await expect(progress.getByRole('listitem').filter({ hasText: 'Programme core' })).toContainText(
    '6 credits to go, 2 subjects to go',
  );

  await page.getByRole('link', { name: 'Continue Registration' }).click();
  const catalogue = page.getByRole('search', { name: 'Filter subjects' });
  await catalogue.getByRole('checkbox', { name: 'Counts toward my programme' }).check();
  // The passed subject (already met) and the demo's subjects (in no group) are filtered out.
  await expect(page.getByText(/^Showing 1–3 of 3$/)).toBeVisible();
  const [first, second] = world.recommended;
  await expect(row(page, first!.code, 'View details of')).toContainText('Core, year 2');
  await expect(row(page, world.elective.code, 'View details of')).toContainText('Elective');
  await catalogue.getByRole('checkbox', { name: 'Counts toward my programme' }).uncheck();
  await catalogue.getByRole('searchbox', { name: 'Search subjects' }).fill(world.passed.code);
  await expect(row(page, world.passed.code, 'View details of')).toContainText(
    'Core, year 1 · already met',
  );
  await catalogue.getByRole('searchbox', { name: 'Search subjects' }).fill('WIX1001');
  await expect(row(page, 'WIX1001', 'View details of')).toContainText(
    'Counts toward nothing in your programme structure',
  );
  await catalogue.getByRole('searchbox', { name: 'Search subjects' }).fill('');
  await catalogue.getByRole('checkbox', { name: 'Counts toward my programme' }).check();

  const plan = page.getByRole('region', { name: 'Recommended this semester' });
  await expect(plan).toContainText(
    'From your programme structure: 2 subjects not yet in your selection.',
  );
  await photograph(page, 'programme-registration-en-1280');
  for (const subject of [first!, second!]) {
    await plan.getByRole('button', { name: `Add ${subject.code}` }).click();
    await expect(plan.getByRole('button', { name: `Added ${subject.code}` })).toBeVisible();
  }
  await expect(plan).toContainText(
    "All of this semester's recommended subjects are in your selection.",
  );

  // Back on the dashboard, by the page's own link: no reload, the progress has moved.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(inProgress).toHaveText('6 credits');
  // The core is met once these pass; the electives still want their 3 credits.
  const short = progress.getByRole('listitem');
  await expect(short).toHaveCount(1);
  await expect(short).toContainText('Programme electives3 credits to go');
  await progress.getByRole('button', { name: 'Show every group' }).click();
  await photograph(page, 'programme-dashboard-en-1280');
});

test('a student registers by their programme structure on a phone, in Malay', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const world = await programmeWorld('M');
  const page = await malayPerson(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInMalay(page, world.student);

  const progress = page.getByRole('heading', { name: 'Kemajuan Program' }).locator('xpath=../..');
  await expect(progress).toContainText(
    'Ijazah Sarjana Muda Pengajian Perjalanan · pengambilan 2025/2026',
  );
  await expect(progress.getByText('3 daripada 12 kredit selesai')).toBeVisible();
  const inProgress = progress
    .getByRole('term')
    .filter({ hasText: 'Sedang diambil' })
    .locator('xpath=following-sibling::dd');
  await expect(inProgress).toHaveText('0 kredit');
  await photograph(page, 'programme-dashboard-ms-390-before');

  await page.getByRole('link', { name: 'Teruskan Pendaftaran' }).click();
  const filters = page.getByRole('search', { name: 'Tapis subjek' });
  await filters.getByRole('checkbox', { name: 'Dikira untuk program saya' }).check();
  await expect(page.getByText(/^Memaparkan 1–3 daripada 3$/)).toBeVisible();
  const [first, second] = world.recommended;
  await expect(row(page, first!.code, 'Lihat butiran')).toContainText('Teras, tahun 2');
  const plan = page.getByRole('region', { name: 'Disyorkan semester ini' });
  await expect(plan).toContainText(
    'Daripada struktur program anda: 2 subjek belum dalam pilihan anda.',
  );
  await photograph(page, 'programme-registration-ms-390');
  for (const subject of [first!, second!]) {
    await plan.getByRole('button', { name: `Tambah ${subject.code}` }).click();
    await expect(plan.getByRole('button', { name: `Ditambah ${subject.code}` })).toBeVisible();
  }
  await expect(plan).toContainText(
    'Semua subjek yang disyorkan untuk semester ini sudah dalam pilihan anda.',
  );

  await page
    .getByRole('navigation', { name: 'Utama' })
    .getByRole('link', { name: 'Papan Pemuka' })
    .click();
  await expect(inProgress).toHaveText('6 kredit');
  await expect(progress.getByRole('listitem')).toHaveText(['Elektif program3 kredit lagi']);
  await progress.getByRole('button', { name: 'Tunjukkan semua kumpulan' }).click();
  await photograph(page, 'programme-dashboard-ms-390');
  await page.context().close();
});
