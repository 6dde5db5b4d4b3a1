import { baseUrl, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import {
  openRegistrationOf,
  openReviewList,
  reviewRow,
  secondPerson,
  studentSubmits,
} from '../support/review-steps';
import { checkScreen, dismissToast } from '../support/screens';

// Accessibility (axe, WCAG 2 A and AA) and the phone layout of the screens every role shares and
// of the reviewers' screens, each also photographed at 1280px and 390px under test-results/.

test('the login, register and 404 screens', async ({ page }) => {
  await page.goto(`${baseUrl()}/auth/login`);
  await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
  await checkScreen(page, 'login');

  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/auth/register`);
  await expect(page.getByRole('heading', { name: 'Create a New Account' })).toBeVisible();
  await checkScreen(page, 'register');

  // Every validation message at once, each tied to its field.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const messages = {
    Username: 'Username must be at least 3 characters',
    Password: 'Password must be at least 6 characters',
    'Full Name': 'Full name is required',
    'Student ID': 'Student ID is required',
  };
  for (const [label, message] of Object.entries(messages)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  await checkScreen(page, 'register-validation');

  await page.goto(`${baseUrl()}/no/such/page`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await checkScreen(page, 'not-found');
});

test("the student's dashboard, the header's dialogs and the user menu", async ({ page }) => {
  const student = await prepare.student('Siti Nurhaliza binti Tarudin');
  await signIn(page, student);
  await dismissToast(page, 'Login successful');
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Selected Subjects' })).toBeVisible();
  await checkScreen(page, 'dashboard-student');

  await page.getByRole('button', { name: 'Academic Calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Academic Calendar 2024/2025' });
  await expect(calendar.getByRole('heading', { name: 'Important Dates' })).toBeVisible();
  await checkScreen(page, 'academic-calendar');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'Help & Support' });
  await expect(help.getByRole('heading', { name: 'Registration Guide' })).toBeVisible();
  await checkScreen(page, 'help');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.getByRole('button', { name: `SN ${student.name}: user menu` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(/^Student ID: /)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await checkScreen(page, 'user-menu-student');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test("the admin's dashboard and user menu", async ({ page }) => {
  await signIn(page, { username: 'admin', password: 'admin123' });
  await dismissToast(page, 'Login successful');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  // Everyone's header has the bell (spec section 2): an advisor is told of submissions there.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await checkScreen(page, 'dashboard-admin');

  await page.getByRole('button', { name: /: user menu$/ }).click();
  const adminPanel = page.getByRole('menu').getByRole('menuitem', { name: 'Admin Panel' });
  await expect(adminPanel).toBeVisible();
  await checkScreen(page, 'user-menu-admin');
  await adminPanel.click();
  await expect(page).toHaveURL(`${baseUrl()}/admin`);
  await expect(page.getByRole('heading', { name: 'Registration Admin Dashboard' })).toBeVisible();
});

test("the reviewer's screens and their dialogs", async ({ page, browser }) => {
  const advisor = await prepare.lecturer('Dr. Kamaruddin bin Yaacob');
  const student = await prepare.student('Tan Mei Ling', advisor);
  const studentPage = await secondPerson(browser);
  await studentSubmits(studentPage, student, ['BBA1001', 'BEA1001']);

  await signIn(page, advisor);
  // The submission made before the advisor signed in is news: its toast takes the login's place.
  await dismissToast(page, 'While you were away');
  await expect(page.getByRole('heading', { name: 'Lecturer Dashboard' })).toBeVisible();
  await checkScreen(page, 'dashboard-lecturer');

  await openReviewList(page);
  await expect(page.getByRole('button', { name: /^View Details of / })).toHaveCount(1);
  await checkScreen(page, 'admin-list');

  await openRegistrationOf(page, student.name);
  await expect(reviewRow(page, 'BEA1001')).toContainText('Pending');
  await checkScreen(page, 'admin-detail');

  // The reason dialog, with a reason typed in, then cancelled: nothing is decided.
  await page.getByRole('button', { name: 'Reject BEA1001 Principles of Microeconomics' }).click();
  const reason = page.getByRole('dialog', { name: 'Reject Subject' });
  await reason.getByLabel('Reason for rejection').fill('The class is for second-year students.');
  await expect(reason.getByText('38/500 characters')).toBeVisible();
  await checkScreen(page, 'reason-dialog');
  await reason.getByRole('button', { name: 'Cancel' }).click();
  await expect(reason).toBeHidden();

  await page.getByRole('button', { name: 'Reject registration', exact: true }).click();
  const registrationReason = page.getByRole('dialog', { name: 'Reject Registration' });
  await expect(registrationReason.getByLabel('Reason for rejection')).toBeEmpty();
  await checkScreen(page, 'reason-dialog-registration');
  await page.keyboard.press('Escape');
  await expect(registrationReason).toBeHidden();
  await expect(reviewRow(page, 'BEA1001')).toContainText('Pending');

  // The Approve all confirmation, then confirmed.
  await page.getByRole('button', { name: 'Approve all', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve all subjects?' });
  await expect(confirm).toContainText(
    `This approves the 2 subjects of ${student.name}'s registration that are still pending.`,
  );
  await checkScreen(page, 'approve-all');
  await confirm.getByRole('button', { name: 'Approve all' }).click();
  await expect(confirm).toBeHidden();
  await expectToast(page, 'Registration approved');
  await expect(reviewRow(page, 'BBA1001')).toContainText('Approved');
  await expect(reviewRow(page, 'BEA1001')).toContainText('Approved');
  await expect(page.getByRole('button', { name: 'Approve all', exact: true })).toBeDisabled();
  await studentPage.context().close();
});
