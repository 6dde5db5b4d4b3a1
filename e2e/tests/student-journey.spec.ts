import { baseUrl, expect, expectToast, test } from '../support/fixtures';
import {
  chooseFilter,
  confirmSubmission,
  detailsDialog,
  matchingCount,
  openRegistration,
  quotaText,
  searchBox,
  seatsShown,
  selectedList,
  showing,
  subjectRow,
  toast,
} from '../support/registration-page';

// Journey 1: a new student signs up, browses the catalogue, builds a selection (meeting a
// refusal on the way), submits it and finds it in the history and the timetable.
//
// The subjects come from apps/server/src/seed/catalogue-data.ts: WIA1005 (Thu 10-12, Fri 10-11)
// and GLT1003 (Thu 10-12) have one section each at the same time, so a new student who holds
// WIA1005 is refused GLT1003 whatever other tests did to the seats.

test('a new student signs up, registers subjects, submits, and finds them in history and the timetable', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const student = { username: `aisyah${stamp}`, name: 'Nur Aisyah binti Kamal' };

  // Sign up, first meeting every validation message.
  await page.goto(`${baseUrl()}/auth/register`);
  await expect(page.getByRole('heading', { name: 'Create a New Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  const messages = {
    Username: 'Username must be at least 3 characters',
    Password: 'Password must be at least 6 characters',
    'Full Name': 'Full name is required',
    'Student ID': 'Student ID is required',
  };
  for (const [label, message] of Object.entries(messages)) {
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  await expect(page).toHaveURL(`${baseUrl()}/auth/register`);

  await page.getByLabel('Username').fill(student.username);
  await page.getByLabel('Password').fill('aisyah-pass1');
  await page.getByLabel('Full Name').fill(student.name);
  await page.getByLabel('Student ID').fill(`S${stamp}`);
  await page.getByRole('button', { name: 'Register' }).click();

  // The dashboard, with nothing selected yet.
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${student.name}`, { exact: true })).toBeVisible();
  await expectToast(page, `Welcome, ${student.name}!`);
  await page.getByRole('link', { name: 'Continue Registration' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/registration`);
  await openRegistration(page);
  await expect(page.getByText('Credits Selected: 0/20')).toBeVisible();
  await expect(page.getByText('No subjects selected yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Registration' })).toBeDisabled();

  // The pager: 5 subjects a page, Prev and Next, and the page buttons.
  const table = page.getByRole('table');
  const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^View/ }) });
  const firstCode = () =>
    rows
      .first()
      .getByRole('button', { name: /^View details of/ })
      .textContent();
  const total = await matchingCount(page);
  expect(total).toBeGreaterThan(10);
  await expect(showing(page)).toHaveText(`Showing 1–5 of ${total}`);
  await expect(rows).toHaveCount(5);
  const pager = page.getByRole('navigation', { name: 'Subject pages' });
  await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const pageOneFirst = await firstCode();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(showing(page)).toHaveText(`Showing 6–10 of ${total}`);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await firstCode()).not.toBe(pageOneFirst);
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(showing(page)).toHaveText(`Showing 11–15 of ${total}`);
  await pager.getByRole('button', { name: 'Prev' }).click();
  await expect(showing(page)).toHaveText(`Showing 6–10 of ${total}`);
  await expect(pager.getByRole('button', { name: 'Prev' })).toBeEnabled();

  // The search matches the code or the name, in any case, and starts again on page 1.
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search subjects by code or name');
  await searchBox(page).fill('mandarin');
  await expect(showing(page)).toHaveText('Showing 1–1 of 1');
  await expect(subjectRow(page, 'GLT1003')).toContainText('Mandarin for Beginners');
  await expect(pager).toBeHidden();
  await searchBox(page).fill('wia1005');
  await expect(rows).toHaveCount(1);
  await expect(subjectRow(page, 'WIA1005')).toContainText('Network Technology Foundation');
  await searchBox(page).fill('no subject is called this');
  await expect(page.getByText('No subjects match “no subject is called this”')).toBeVisible();
  await searchBox(page).clear();
  await expect(showing(page)).toHaveText(`Showing 1–5 of ${total}`);

  // Faculty and year: the server filters, and both can be combined with the search.
  await chooseFilter(page, 'Faculty', 'Faculty of Languages and Linguistics');
  // The count is read once the server's filtered answer is in, not the one before it.
  await expect(showing(page)).not.toHaveText(`Showing 1–5 of ${total}`);
  const inFaculty = await matchingCount(page);
  expect(inFaculty).toBeLessThan(total);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Faculty of Languages and Linguistics');
  }
  await chooseFilter(page, 'Year', 'Year 1');
  await expect(subjectRow(page, 'GLT1003')).toBeVisible();
  await expect(subjectRow(page, 'GLT1001')).toBeVisible();
  await expect(subjectRow(page, 'TTA2001')).toBeHidden();
  const inFacultyAndYear = await matchingCount(page);
  expect(inFacultyAndYear).toBeLessThan(inFaculty);
  await chooseFilter(page, 'Faculty', 'All Faculties');
  await expect.poll(() => matchingCount(page)).toBeGreaterThan(inFacultyAndYear);
  const inYear = await matchingCount(page);
  expect(inYear).toBeLessThan(total);
  await searchBox(page).fill('GLT');
  await expect(showing(page)).toHaveText(`Showing 1–${inFacultyAndYear} of ${inFacultyAndYear}`);
  await searchBox(page).clear();
  await chooseFilter(page, 'Year', 'All Years');
  await expect(showing(page)).toHaveText(`Showing 1–5 of ${total}`);

  // The details of a subject, opened from its code.
  await searchBox(page).fill('WIA1005');
  await subjectRow(page, 'WIA1005')
    .getByRole('button', { name: 'View details of WIA1005' })
    .click();
  const wia1005 = detailsDialog(page, 'WIA1005');
  await expect(wia1005).toBeVisible();
  await expect(wia1005).toContainText('Network Technology Foundation');
  await expect(wia1005).toContainText('Faculty of Computer Science and Information Technology');
  await expect(wia1005.getByRole('radio', { name: 'Section 01' })).toBeVisible();
  await expect(wia1005).toContainText('Lecturer: Dr. Rajesh a/l Subramaniam');
  await wia1005.getByRole('button', { name: 'Close' }).first().click();
  await expect(wia1005).toBeHidden();

  // Add from the table: the row's seats drop by the one taken.
  const before = await seatsShown(subjectRow(page, 'WIA1005'));
  await page.getByRole('button', { name: 'Add WIA1005' }).click();
  await expectToast(page, 'WIA1005 Network Technology Foundation is now in your selection.');
  await expect(page.getByRole('button', { name: 'Added WIA1005' })).toBeDisabled();
  await expect(selectedList(page)).toContainText('WIA1005');
  await expect(subjectRow(page, 'WIA1005')).toContainText(
    quotaText({ ...before, available: before.available - 1 }),
  );
  await expect(page.getByText('Credits Selected: 3/20')).toBeVisible();

  // Add from the dialog, in a chosen section.
  await searchBox(page).fill('WIX1002');
  await page.getByRole('button', { name: 'View details of WIX1002' }).click();
  const wix1002 = detailsDialog(page, 'WIX1002');
  await expect(wix1002.getByRole('radio', { name: 'Any available section' })).toBeChecked();
  await wix1002.getByRole('radio', { name: 'Section 03' }).check();
  await wix1002.getByRole('button', { name: 'Add Subject' }).click();
  await expect(wix1002).toBeHidden();
  await expectToast(page, 'WIX1002 Fundamentals of Programming is now in your selection.');
  await expect(selectedList(page)).toContainText('WIX1002');
  await expect(page.getByText('Credits Selected: 7/20')).toBeVisible();

  // A refusal, explained: GLT1003 meets when WIA1005 does.
  await searchBox(page).fill('GLT1003');
  await page.getByRole('button', { name: 'Add GLT1003' }).click();
  const refusal = toast(page, 'Could Not Add Subject');
  await expect(refusal).toContainText(
    'GLT1003 Mandarin for Beginners clashes with WIA1005 Network Technology Foundation in your timetable.',
  );
  await expect(refusal).toHaveClass(/destructive/);
  await expect(page.getByRole('button', { name: 'Add GLT1003' })).toBeEnabled();
  await expect(selectedList(page)).not.toContainText('GLT1003');
  await expect(page.getByText('Credits Selected: 7/20')).toBeVisible();

  // Add one more and remove it again.
  await searchBox(page).fill('GIG1012');
  await page.getByRole('button', { name: 'Add GIG1012' }).click();
  await expect(selectedList(page)).toContainText('GIG1012');
  await expect(page.getByText('Credits Selected: 9/20')).toBeVisible();
  await selectedList(page).getByRole('button', { name: 'Remove GIG1012' }).click();
  await expectToast(
    page,
    'GIG1012 Penghayatan Etika dan Peradaban has been removed from your selection.',
  );
  await expect(selectedList(page)).not.toContainText('GIG1012');
  await expect(page.getByRole('button', { name: 'Add GIG1012' })).toBeEnabled();
  await expect(page.getByText('Credits Selected: 7/20')).toBeVisible();
  await expect(page.getByText('Total Credits: 7')).toBeVisible();

  // Submit.
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await confirmSubmission(page);
  const submitted = page.getByRole('dialog', { name: 'Registration Submitted' });
  await expect(submitted).toBeVisible();
  await submitted.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();

  // The registration in the history.
  // Back on /registration the notice says the registration is under review; the dialog was
  // shown for this submission already, so it stays closed.
  await page.getByRole('link', { name: 'Continue Registration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Under review' })).toBeVisible();
  await expect(submitted).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Registration' })).toBeDisabled();
  await expect(selectedList(page).getByRole('button', { name: 'Remove WIA1005' })).toBeDisabled();
  await page.getByRole('link', { name: 'Registration History' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/history`);
  const tab = page.getByRole('tab', { name: 'Semester 6, 2024/2025' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const entry = page.getByRole('tabpanel', { name: 'Semester 6, 2024/2025' });
  // Submitted today, under review, 7 credits (GIG1012 was removed and GLT1003 refused).
  const today = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date());
  await expect(entry.getByRole('definition')).toHaveText([today, 'Submitted', '7']);
  const history = entry.getByRole('table', { name: 'Subjects of Semester 6, 2024/2025' });
  await expect(history.getByRole('row', { name: /WIA1005/ })).toContainText('Pending');
  await expect(history.getByRole('row', { name: /WIX1002/ })).toContainText(
    'Fundamentals of Programming',
  );
  await expect(history.getByRole('row', { name: /GIG1012|GLT1003/ })).toHaveCount(0);

  // The subjects in the timetable, at their sections' times.
  await page.getByRole('link', { name: 'My Schedule' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/schedule`);
  const week = page.getByRole('group', { name: 'Weekly timetable' });
  await expect(week.getByRole('region', { name: 'Thursday' })).toContainText('WIA1005');
  await expect(week.getByRole('region', { name: 'Friday' })).toContainText('WIA1005');
  await expect(week.getByRole('region', { name: 'Monday' })).toContainText('WIX1002');
  await expect(week.getByRole('region', { name: 'Wednesday' })).toContainText('WIX1002');
  await expect(week.getByRole('region', { name: 'Tuesday' })).not.toContainText(/WIA1005|WIX1002/);
  const registered = page.getByRole('region', { name: 'Registered Subjects' });
  await expect(registered.getByRole('listitem').filter({ hasText: 'WIX1002' })).toContainText(
    '4 credits · Section 03',
  );
  await expect(registered.getByRole('listitem').filter({ hasText: 'WIA1005' })).toContainText(
    '3 credits · Section 01',
  );
});
