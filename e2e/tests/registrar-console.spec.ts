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

// Issue 19: a registrar runs a real semester in Daftar. One journey: a new semester set up, a
// catalogue imported (a reported row fixed first), a section edited in place, and during the rush
// a full section raised while a student waits on the registration page, who then takes the seat.

const adminAccount = { username: 'admin', password: 'admin123' };

async function adminToken(): Promise<string> {
  const reply = await fetch(`${baseUrl()}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminAccount),
  });
  return ((await reply.json()) as { token: string }).token;
}

async function adminGet<T>(path: string): Promise<T> {
  const reply = await fetch(`${baseUrl()}${path}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return (await reply.json()) as T;
}

test('the registrar sets up a semester, imports and edits the catalogue, and raises a full section a waiting student then takes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const registrar = page;
  await signIn(registrar, adminAccount);
  await registrar.getByRole('link', { name: 'Admin Panel' }).first().click();

  // Next semester: a refused window first, then saved, with a final-year opening.
  await registrar.getByRole('link', { name: 'Semesters' }).click();
  await expect(registrar.getByRole('heading', { name: 'Semesters', level: 1 })).toBeVisible();
  await registrar.getByRole('button', { name: 'New Semester' }).click();
  const form = registrar.getByRole('dialog', { name: 'New Semester' });
  await form.getByLabel('Semester number').fill('1');
  await form.getByLabel('Academic year').fill('2027/2028');
  await form.getByLabel('Registration opens').fill('2027-09-06');
  await form.getByLabel('Registration closes').fill('2027-09-01');
  await form.getByLabel('Minimum credits').fill('12');
  await form.getByLabel('Year 4').fill('2027-09-04T09:00');
  await form.getByRole('button', { name: 'Save Semester' }).click();
  await expect(form.getByLabel('Registration closes')).toHaveAccessibleDescription(
    'The end date must not be before the start date',
  );
  await checkScreen(registrar, 'admin-semester-form');
  await form.getByLabel('Registration closes').fill('2027-09-24');
  await form.getByRole('button', { name: 'Save Semester' }).click();
  await expect(form).toBeHidden();
  const semester = registrar
    .getByRole('listitem')
    .filter({ has: registrar.getByRole('heading', { name: /^Semester 1 2027\/2028/ }) })
    .first();
  await expect(semester).toContainText('Registration: 6 Sept 2027 – 24 Sept 2027');
  await expect(semester).toContainText('Credits: 12 to 20');
  await expect(semester).toContainText('Year 4 opens 4 Sept 2027, 9:00 am');
  await semester.getByText('Important dates').click();
  await expect(semester.getByText("From the semester's dates")).toBeVisible();
  await semester.getByLabel('Label in English').fill('Classes Begin');
  await semester.getByLabel('Label in Bahasa Melayu').fill('Kuliah Bermula');
  await semester.getByLabel('Date', { exact: true }).fill('2027-10-04');
  await semester.getByRole('button', { name: 'Add Date' }).click();
  await expectToast(registrar, 'Date Added');
  await expect(semester.getByText('4 Oct 2027')).toBeVisible();
  await checkScreen(registrar, 'admin-semesters');

  // The current semester's catalogue file: a new subject, one section of one seat meeting twice
  // a week. The check finds the second row's faculty; nothing changes until it is fixed.
  const code = `WQD${String(Date.now()).slice(-4)}`;
  const header =
    'subject_code,subject_name,credits,year,faculty_code,description,prerequisites,section,capacity,lecturer,day,start,end,room';
  const file = (faculty: string) => ({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        header,
        `${code},Principles of Data Science,3,1,FSKTM,Data and its uses.,,1,1,Dr. Aznul Qalid,Sat,09:00,12:00,DK2`,
        `${code},Principles of Data Science,3,1,${faculty},Data and its uses.,,1,1,Dr. Aznul Qalid,Mon,14:00,16:00,DK3`,
      ].join('\n'),
    ),
  });
  await registrar.getByRole('link', { name: 'Import' }).click();
  await expect(
    registrar.getByRole('heading', { name: 'Import Catalogue', level: 1 }),
  ).toBeVisible();
  await registrar.getByLabel('CSV file').setInputFiles(file('FSKX'));
  await registrar.getByRole('button', { name: 'Check File' }).click();
  await expect(registrar.getByRole('heading', { name: '2 problems to fix' })).toBeVisible();
  const problem = registrar.getByRole('row').filter({ hasText: 'FSKX' }).first();
  await expect(problem.getByRole('cell').nth(0)).toHaveText('3');
  await expect(problem.getByRole('cell').nth(1)).toHaveText('faculty_code');
  await checkScreen(registrar, 'admin-import-problems');
  await expect(registrar.getByRole('button', { name: 'Import Catalogue' })).toHaveCount(0);
  await registrar.getByLabel('CSV file').setInputFiles(file('FSKTM'));
  await registrar.getByRole('button', { name: 'Check File' }).click();
  await expect(registrar.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  await expect(
    registrar.getByText(/Subjects: 1 new, 0 updated\. Sections: 1 new, 0 updated\./),
  ).toBeVisible();
  await checkScreen(registrar, 'admin-import-ready');
  await registrar.getByRole('button', { name: 'Import Catalogue' }).click();
  await expectToast(registrar, /Subjects: 1 new, 0 updated\. Sections: 1 new/);

  // In the catalogue, the section's lecturer is corrected in place.
  await registrar.getByRole('link', { name: 'Catalogue' }).click();
  await registrar.getByRole('searchbox', { name: 'Search subjects' }).fill(code);
  const section = registrar.locator(`[data-section="${code}-1"]`);
  await expect(section).toContainText('Sat 09:00-12:00 (DK2)');
  await expect(section).toContainText('0/1 taken');
  await registrar.getByRole('button', { name: `Edit ${code} section 1` }).click();
  const edit = registrar.getByRole('dialog', { name: `Edit ${code} Section 1` });
  await edit.getByLabel('Lecturer').fill('Dr. Nor Liyana binti Mohd Shuib');
  await edit.getByRole('button', { name: 'Save Section' }).click();
  await expectToast(registrar, 'Section Saved');
  await expect(section).toContainText('Dr. Nor Liyana binti Mohd Shuib');

  // Registration day: the one seat goes, and a student waits on the registration page.
  const subjects = await adminGet<{ id: number; code: string }[]>(API.adminSubjects);
  await fillSubject(subjects.find((s) => s.code === code)!.id);
  await expect(section).toContainText('1/1 taken');
  const student = await prepare.student('Lim Mei Ling');
  const studentPage = await (await browser.newContext()).newPage();
  await signIn(studentPage, student);
  await studentPage.goto(`${baseUrl()}/registration`);
  await searchBox(studentPage).fill(code);
  const row = subjectRow(studentPage, code);
  await expect(row.getByRole('button', { name: `Full ${code}` })).toBeDisabled();

  // The registrar raises the capacity by one, with a reason for the trail.
  await checkScreen(registrar, 'admin-catalogue');
  await registrar.getByRole('button', { name: `Change capacity of ${code} section 1` }).click();
  const dialog = registrar.getByRole('dialog', { name: 'Change Capacity' });
  await dialog.getByLabel('Capacity').fill('2');
  await dialog.getByLabel('Reason (optional)').fill('A second tutorial room was booked.');
  await checkScreen(registrar, 'admin-capacity-dialog');
  await dialog.getByRole('button', { name: 'Save Capacity' }).click();
  await expectToast(registrar, `${code} section 1 now has 2 seats.`);
  await expect(section).toContainText('1/2 taken');

  // The seat appears on the student's open page without a reload, and the student takes it.
  const add = row.getByRole('button', { name: `Add ${code}` });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(selectedList(studentPage).getByText(code)).toBeVisible();
  await expect(section).toContainText('2/2 taken');

  const trail = await adminGet<{ items: { summary: string; reason: string }[] }>(
    `${API.adminChanges}?entity=section&pageSize=1`,
  );
  expect(trail.items[0]).toMatchObject({
    summary: `${code} section 1: capacity 1 → 2`,
    reason: 'A second tutorial room was booked.',
  });
  await studentPage.context().close();
});

test('the registrar adds a subject and its section in the catalogue, fixing what was refused', async ({
  page,
}) => {
  const code = `WQE${String(Date.now()).slice(-4)}`;
  await signIn(page, adminAccount);
  await page.goto(`${baseUrl()}/admin/catalogue`);
  await page.getByRole('button', { name: 'New Subject' }).click();
  const subjectForm = page.getByRole('dialog', { name: 'New Subject' });
  await subjectForm.getByLabel('Subject code').fill('WIX1002');
  await subjectForm.getByLabel('Subject name').fill('Data Ethics');
  await subjectForm.getByRole('combobox', { name: 'Faculty' }).click();
  await page.getByRole('option', { name: /^FSKTM/ }).click();
  await subjectForm.getByLabel('Prerequisites').fill('WIX1001');
  await subjectForm.getByRole('button', { name: 'Save Subject' }).click();
  await expect(subjectForm.getByLabel('Subject code')).toHaveAccessibleDescription(
    'A subject with the code WIX1002 already exists.',
  );
  await checkScreen(page, 'admin-subject-form');
  await subjectForm.getByLabel('Subject code').fill(code);
  await subjectForm.getByRole('button', { name: 'Save Subject' }).click();
  await expectToast(page, 'Subject Added');

  await page.getByRole('searchbox', { name: 'Search subjects' }).fill(code);
  const subject = page.locator(`[data-subject="${code}"]`);
  await expect(subject).toContainText('3 credits · Year 1 · FSKTM · Requires WIX1001');
  await expect(subject).toContainText('No sections this semester.');
  await subject.getByRole('button', { name: `Add Section to ${code}` }).click();
  const sectionForm = page.getByRole('dialog', { name: `New Section of ${code}` });
  await sectionForm.getByLabel('Capacity').fill('30');
  await sectionForm.getByLabel('Lecturer').fill('Dr. Aminah binti Hassan');
  const classTime = sectionForm.getByRole('listitem', { name: 'Class time 1' });
  await classTime.getByLabel('Room').fill('DK5');
  await classTime.getByLabel('Starts').fill('10:00');
  await classTime.getByLabel('Ends').fill('09:00');
  await sectionForm.getByRole('button', { name: 'Save Section' }).click();
  await expect(classTime.getByLabel('Ends')).toHaveAccessibleDescription(
    'The end time must be after the start time',
  );
  await checkScreen(page, 'admin-section-form');
  await classTime.getByLabel('Ends').fill('12:00');
  await sectionForm.getByRole('button', { name: 'Save Section' }).click();
  await expectToast(page, 'Section Added');
  const section = page.locator(`[data-section="${code}-1"]`);
  await expect(section).toContainText('Mon 10:00-12:00 (DK5)');
  await expect(section).toContainText('0/30 taken');

  // Students see it in their catalogue with its prerequisite.
  const reader = await prepare.student('Catalogue Reader');
  const offered = (await (
    await fetch(`${baseUrl()}${API.subjects}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    })
  ).json()) as Subject[];
  expect(offered.find((s) => s.code === code)).toMatchObject({
    name: 'Data Ethics',
    credits: 3,
    sections: [{ capacity: 30, registered: 0, lecturer: 'Dr. Aminah binti Hassan' }],
  });
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
  // The bar scrolls once the page is laid out, in the frames after the tab appears.
  await expect
    .poll(async () => {
      const [barBox, tabBox] = [await bar.boundingBox(), await current.boundingBox()];
      return tabBox!.x >= barBox!.x && tabBox!.x + tabBox!.width <= barBox!.x + barBox!.width + 1;
    })
    .toBe(true);
});
