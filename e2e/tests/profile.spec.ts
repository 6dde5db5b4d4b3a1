import { baseUrl, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import { secondPerson } from '../support/review-steps';
import { checkScreen, dismissToast } from '../support/screens';

// Issue 21: everyone's Profile, where email goes and the password changes.

test('a student sets an email address and changes the password, signing out their other browser', async ({
  page,
  browser,
}) => {
  const student = await prepare.student('Nur Aisyah binti Rahman');
  const otherBrowser = await secondPerson(browser);
  await signIn(otherBrowser, student);

  await signIn(page, student);
  await dismissToast(page, 'Login successful');
  await page.getByRole('button', { name: /: user menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/profile`);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByText('Without an address here, you get no email.')).toBeVisible();
  await checkScreen(page, 'profile');

  // A malformed address is refused under its field; a good one is kept.
  const address = page.getByLabel('Email address');
  await address.fill('aisyah@siswa');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(address).toHaveAccessibleDescription(
    'Enter an email address such as name@example.edu.my',
  );
  await address.fill('aisyah@siswa.um.edu.my');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile saved');
  await page.reload();
  await expect(page.getByLabel('Email address')).toHaveValue('aisyah@siswa.um.edu.my');

  // A wrong current password is said under its field, and nothing changes.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('a-new-pass2');
  await page.getByLabel('Confirm new password').fill('a-new-pass2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'This is not your current password',
  );
  await checkScreen(page, 'profile-password-refused');

  await page.getByLabel('Current password').fill(student.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed');
  await expect(page.getByLabel('Current password')).toBeEmpty();

  // This browser stays signed in; the other one is sent to sign in again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await otherBrowser.goto(`${baseUrl()}/registration`);
  await expect(otherBrowser).toHaveURL(/\/auth\/login/);

  await otherBrowser.context().close();

  // The new password is the one that signs in now.
  const fresh = await secondPerson(browser);
  await signIn(fresh, { username: student.username, password: 'a-new-pass2' });
  await fresh.context().close();
});
