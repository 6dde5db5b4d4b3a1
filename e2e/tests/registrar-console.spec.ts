import { API, type Subject } from '@daftar/contract';
import {
  baseUrl,
  expect,
  expectToast,
  fillSubject,
  prepare,
  signIn,
  test,
} from '../support/fixtures';
import { searchBox, selectedList, subjectRow } from '../support/registration-page';
import { checkScreen } from '../support/screens';

// Issue 19: the registrar raises a full section's capacity during the rush, and a student whose
// registration page is open sees the seat appear and takes it. WIX3001 has one section and no
// prerequisite; it is filled first (another journey may have filled it already).

test('a full section raised by the registrar opens a seat that a waiting student takes', async ({
  page,
  browser,
}) => {
  const reader = await prepare.student('Catalogue Reader');
  const subjects = (await (
    await fetch(`${baseUrl()}${API.subjects}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    })
  ).json()) as Subject[];
  const subject = subjects.find((candidate) => candidate.code === 'WIX3001')!;
  await fillSubject(subject.id);

  // The student waits on the registration page, the subject full.
  const student = await prepare.student('Lim Mei Ling');
  await signIn(page, student);
  await page.goto(`${baseUrl()}/registration`);
  await searchBox(page).fill(subject.code);
  const row = subjectRow(page, subject.code);
  await expect(row.getByRole('button', { name: `Full ${subject.code}` })).toBeDisabled();

  // The registrar, at another computer, raises the capacity by one.
  const registrar = await (await browser.newContext()).newPage();
  await signIn(registrar, { username: 'admin', password: 'admin123' });
  await registrar.getByRole('link', { name: 'Admin Panel' }).first().click();
  await registrar.getByRole('link', { name: 'Catalogue' }).click();
  await expect(registrar.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await registrar.getByRole('searchbox', { name: 'Search sections' }).fill(subject.code);
  const capacity = subject.sections[0]!.capacity;
  const section = registrar.locator(`[data-section="${subject.code}-1"]`);
  await expect(section).toContainText(`${capacity}/${capacity} taken`);
  await checkScreen(registrar, 'admin-catalogue');
  await registrar
    .getByRole('button', { name: `Change capacity of ${subject.code} section 1` })
    .click();
  const dialog = registrar.getByRole('dialog', { name: 'Change Capacity' });
  await dialog.getByLabel('Capacity').fill(String(capacity + 1));
  await dialog.getByLabel('Reason (optional)').fill('A second tutorial room was booked.');
  await checkScreen(registrar, 'admin-capacity-dialog');
  await dialog.getByRole('button', { name: 'Save Capacity' }).click();
  await expectToast(registrar, `${subject.code} section 1 now has ${capacity + 1} seats.`);
  await expect(section).toContainText(`${capacity}/${capacity + 1} taken`);

  // The seat appears on the student's open page without a reload, and the student takes it.
  const add = row.getByRole('button', { name: `Add ${subject.code}` });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(selectedList(page).getByText(subject.code)).toBeVisible();
  await expect(section).toContainText(`${capacity + 1}/${capacity + 1} taken`);

  // The change is in the trail, with who made it and why.
  const { token } = (await (
    await fetch(`${baseUrl()}${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    })
  ).json()) as { token: string };
  const trail = (await (
    await fetch(`${baseUrl()}${API.adminChanges}?entity=section&pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { summary: string; reason: string }[] };
  expect(trail.items[0]).toMatchObject({
    summary: `${subject.code} section 1: capacity ${capacity} → ${capacity + 1}`,
    reason: 'A second tutorial room was booked.',
  });
  await registrar.context().close();
});

test('the registrar imports a catalogue, fixing the row the check reported', async ({ page }) => {
  const code = `WQD${String(Date.now()).slice(-4)}`;
  const header =
    'subject_code,subject_name,credits,year,faculty_code,description,prerequisites,section,capacity,lecturer,day,start,end,room';
  const rows = (faculty: string) =>
    [
      header,
      `${code},Principles of Data Science,3,1,FSKTM,Data and its uses.,,1,40,Dr. Aznul Qalid,Sat,09:00,12:00,DK2`,
      `${code},Principles of Data Science,3,1,${faculty},Data and its uses.,,2,40,Dr. Aznul Qalid,Mon,14:00,16:00,DK3`,
    ].join('\n');
  const file = (faculty: string) => ({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows(faculty)),
  });

  await signIn(page, { username: 'admin', password: 'admin123' });
  await page.getByRole('link', { name: 'Admin Panel' }).first().click();
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import Catalogue', level: 1 })).toBeVisible();

  // The check finds the second meeting row's faculty, and nothing is changed.
  await page.getByLabel('CSV file').setInputFiles(file('FSKX'));
  await page.getByRole('button', { name: 'Check File' }).click();
  // The faculty is unknown, and it also differs from the subject's first row.
  await expect(page.getByRole('heading', { name: '2 problems to fix' })).toBeVisible();
  const problem = page.getByRole('row').filter({ hasText: 'FSKX' }).first();
  await expect(problem.getByRole('cell').nth(0)).toHaveText('3');
  await expect(problem.getByRole('cell').nth(1)).toHaveText('faculty_code');
  await checkScreen(page, 'admin-import-problems');
  await expect(page.getByRole('button', { name: 'Import Catalogue' })).toHaveCount(0);

  // Fixed, checked again, imported.
  await page.getByLabel('CSV file').setInputFiles(file('FSKTM'));
  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  await expect(
    page.getByText(/Subjects: 1 new, 0 updated\. Sections: 2 new, 0 updated\./),
  ).toBeVisible();
  await checkScreen(page, 'admin-import-ready');
  await page.getByRole('button', { name: 'Import Catalogue' }).click();
  await expectToast(page, /Subjects: 1 new, 0 updated\. Sections: 2 new/);

  // The new sections are in the catalogue, the Saturday class with them.
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await page.getByRole('searchbox', { name: 'Search sections' }).fill(code);
  await expect(page.locator(`[data-section="${code}-1"]`)).toContainText('Sat 09:00-12:00 (DK2)');
  await expect(page.locator(`[data-section="${code}-2"]`)).toContainText('0/40 taken');
});

test('the registrar sets up next semester, with a final-year opening and a calendar date', async ({
  page,
}) => {
  await signIn(page, { username: 'admin', password: 'admin123' });
  await page.getByRole('link', { name: 'Admin Panel' }).first().click();
  await page.getByRole('link', { name: 'Semesters' }).click();
  await expect(page.getByRole('heading', { name: 'Semesters', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New Semester' }).click();
  const form = page.getByRole('dialog', { name: 'New Semester' });
  await form.getByLabel('Semester number').fill('1');
  await form.getByLabel('Academic year').fill('2027/2028');
  await form.getByLabel('Registration opens').fill('2027-09-06');
  // A window that ends before it starts is refused under its field, in the dialog.
  await form.getByLabel('Registration closes').fill('2027-09-01');
  await form.getByLabel('Minimum credits').fill('12');
  await form.getByLabel('Year 4').fill('2027-09-04T09:00');
  await form.getByRole('button', { name: 'Save Semester' }).click();
  await expect(form.getByLabel('Registration closes')).toHaveAccessibleDescription(
    'The end date must not be before the start date',
  );
  await checkScreen(page, 'admin-semester-form');
  await form.getByLabel('Registration closes').fill('2027-09-24');
  await form.getByRole('button', { name: 'Save Semester' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: /^Semester 1 2027\/2028/ }),
  });
  await expect(card.first()).toContainText('Registration: 6 Sept 2027 – 24 Sept 2027');
  await expect(card.first()).toContainText('Credits: 12 to 20');
  await expect(card.first()).toContainText('Year 4 opens 4 Sept 2027, 9:00 am');

  // Its calendar: the deadline from its dates, and a date the registrar adds.
  const semester = card.first();
  await semester.getByText('Important dates').click();
  await expect(semester.getByText("From the semester's dates")).toBeVisible();
  await semester.getByLabel('Label in English').fill('Classes Begin');
  await semester.getByLabel('Label in Bahasa Melayu').fill('Kuliah Bermula');
  await semester.getByLabel('Date', { exact: true }).fill('2027-10-04');
  await semester.getByRole('button', { name: 'Add Date' }).click();
  await expectToast(page, 'Date Added');
  await expect(semester.getByText('4 Oct 2027')).toBeVisible();
  await checkScreen(page, 'admin-semesters');
});

test('on a phone the Admin Panel tab bar shows the current tab, even the last one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { username: 'admin', password: 'admin123' });
  await page.goto(`${baseUrl()}/admin/audit`);
  await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Admin Panel' });
  const current = bar.getByRole('link', { name: 'Audit Trail' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  const [barBox, tabBox] = [await bar.boundingBox(), await current.boundingBox()];
  expect(tabBox!.x).toBeGreaterThanOrEqual(barBox!.x);
  expect(tabBox!.x + tabBox!.width).toBeLessThanOrEqual(barBox!.x + barBox!.width + 1);
});
