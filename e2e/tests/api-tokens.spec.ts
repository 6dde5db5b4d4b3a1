import { API, ROLL_COLUMNS } from '@daftar/contract';
import { baseUrl, expect, expectToast, signIn, test } from '../support/fixtures';
import { checkScreen } from '../support/screens';

// Issue 43: the registrar makes the records system's token on the console's API Tokens tab, copies
// its secret from the one dialog that shows it, and the nightly job pushes the roll with it; the
// trail names the token, and once revoked the job is refused with its own code.

const adminAccount = { username: 'admin', password: 'admin123' };

/** The job's push, as README's curl sends it. */
const pushRoll = (token: string, studentId: string) =>
  fetch(`${baseUrl()}${API.rollImport}?dryRun=false&mode=upsert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: [
      ROLL_COLUMNS.join(','),
      `${studentId},Siti Nur Aliya,${studentId.toLowerCase()}@siswa.example.edu.my,FSKTM,BIT,Bachelor of Information Technology,Ijazah Sarjana Muda Teknologi Maklumat,1,2026/2027,,active,`,
    ].join('\n'),
  });

test('the registrar makes a token for the nightly roll, the job uses it, and revoking it ends it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `SIS nightly ${Date.now().toString(36)}`;
  await signIn(page, adminAccount);
  await page.getByRole('link', { name: 'Admin Panel' }).first().click();
  await page.getByRole('link', { name: 'API Tokens' }).click();
  await expect(page.getByRole('heading', { name: 'API Tokens', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New Token' }).click();
  const form = page.getByRole('dialog', { name: 'New API Token' });
  await form.getByLabel('Name').fill(name);
  await expect(form.getByRole('checkbox', { name: /Student roll import/ })).toBeChecked();
  await checkScreen(page, 'admin-api-token-form');
  await form.getByRole('button', { name: 'Make Token' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy the Token Now' });
  await expect(shown).toContainText("You won't see this token again");
  const secretBox = shown.getByLabel(`Token for ${name}`);
  await expect(secretBox).toBeFocused();
  const secret = await secretBox.inputValue();
  expect(secret).toMatch(/^daftar_\d+_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await checkScreen(page, 'admin-api-token-secret');
  await shown.getByRole('button', { name: 'I Have Copied It' }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  const studentId = `K${Date.now().toString(36).toUpperCase()}`;
  const pushed = await pushRoll(secret, studentId);
  expect(pushed.status).toBe(200);
  expect((await pushed.json()).summary.created).toBe(1);

  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText(/^Last used/)).toBeVisible();
  await checkScreen(page, 'admin-api-tokens');

  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await page.getByRole('tab', { name: 'Setup changes' }).click();
  await expect(
    page.getByText(`API token “${name}” used: POST ${API.rollImport}?dryRun=false&mode=upsert`),
  ).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Student roll imported \\(upsert\\) with API token “${name}”`)),
  ).toBeVisible();

  await page.getByRole('link', { name: 'API Tokens' }).click();
  await card.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, 'Token Revoked');
  await expect(card.getByText('Revoked', { exact: true })).toBeVisible();

  const refused = await pushRoll(secret, `${studentId}X`);
  expect(refused.status).toBe(401);
  expect((await refused.json()).code).toBe('API_TOKEN_REVOKED');
});
