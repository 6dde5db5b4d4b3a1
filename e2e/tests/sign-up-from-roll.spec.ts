import { ROLL_COLUMNS } from '@daftar/contract';
import { startSmtpSink, type SmtpSink } from '../../apps/server/src/test/smtp-sink';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/global-setup';

// Issue 43: with `SIGNUP=roll` only a student on the roll makes an account, and only with the
// code emailed to the roll's address (read back from a real SMTP server): a stranger's ID is
// refused, a wrong code is refused, the right one signs the student in, and the ID cannot be
// claimed twice. The same in Malay on a phone. This needs a Daftar of its own, started that way.

let smtp: SmtpSink;
let server: RunningServer;

/** Two students the registrar's roll brings in, each with an address of their own. */
const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const english = { id: `E${suffix}`, name: 'Nur Aisyah binti Ahmad' };
const malay = { id: `M${suffix}`, name: 'Muhammad Firdaus bin Rahman' };
const addressOf = (id: string) => `${id.toLowerCase()}@siswa.example.edu.my`;

async function importRoll(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const { token } = (await login.json()) as { token: string };
  const line = (student: { id: string; name: string }) =>
    [
      student.id,
      student.name,
      addressOf(student.id),
      'FSKTM',
      'BCS',
      'Bachelor of Computer Science',
      'Ijazah Sarjana Muda Sains Komputer',
      '1',
      '2026/2027',
      '',
      'active',
      '', // no standing: the CGPA decides
    ].join(',');
  const reply = await fetch(`${baseUrl}/api/admin/roll/import?dryRun=false&mode=upsert`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    body: [ROLL_COLUMNS.join(','), line(english), line(malay)].join('\n'),
  });
  expect(reply.status).toBe(200);
}

/** The code in the last message sent to the address. */
async function codeSentTo(address: string): Promise<string> {
  await expect.poll(() => smtp.accepted.filter((mail) => mail.to.includes(address)).length).toBe(1);
  const mail = smtp.accepted.find((message) => message.to.includes(address))!;
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SIGNUP: 'roll', SMTP_URL: smtp.url });
  await importRoll(server.baseUrl);
});

test.afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

test('a student on the roll makes an account with the code sent to the roll address', async ({
  page,
}) => {
  const fill = async (studentId: string, username: string) => {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('my-own-password');
    await page.getByLabel('Full Name').fill(english.name);
    await page.getByLabel('Student ID').fill(studentId);
    await page.getByRole('button', { name: 'Register' }).click();
  };
  await page.goto(`${server.baseUrl}/auth/register`);

  // Knowing nobody's ID is not enough: a stranger is sent to the registrar.
  await fill('999999', 'a.stranger');
  // Said under the field it is about, as well as in the toast.
  await expect(page.getByLabel('Student ID')).toHaveAccessibleDescription(
    "That student ID is not on this semester's roll: contact the registrar's office.",
  );
  expect(smtp.accepted).toHaveLength(0);

  await fill(english.id, 'nur.aisyah');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // The address is shown partly hidden, enough for the student to know which mailbox.
  await expect(
    page.getByText(/We sent a 6-digit code to \S+@siswa\.example\.edu\.my/),
  ).toBeVisible();
  await expect(page.getByText(addressOf(english.id))).toHaveCount(0);
  await expect(page.getByLabel('Code from the email')).toBeFocused();
  await expectAccessible(page, 'the sign-up code step');
  const code = await codeSentTo(addressOf(english.id));

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code from the email').fill(wrong);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('That code is wrong or has expired. Ask for a new one.'),
  ).toBeVisible();

  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);

  // The claimed ID is nobody else's to claim.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.baseUrl}/auth/register`);
  await fill(english.id, 'someone.else');
  await expect(page.getByLabel('Student ID')).toHaveAccessibleDescription(
    'That student ID is already registered.',
  );
  await expect(page.getByRole('heading', { name: 'Check your email' })).toHaveCount(0);
});

test.describe('in Malay, on a phone', () => {
  test.use({ locale: 'ms-MY', viewport: { width: 390, height: 844 } });

  test('a student claims their place on the roll in Malay', async ({ page }) => {
    await page.goto(`${server.baseUrl}/auth/register`);
    await page.getByLabel('Nama Pengguna').fill('firdaus.rahman');
    await page.getByLabel('Kata Laluan').fill('kata-laluan-saya');
    await page.getByLabel('Nama Penuh').fill(malay.name);
    await page.getByLabel('No. Matrik').fill(malay.id);
    await page.getByRole('button', { name: 'Daftar Akaun' }).click();

    await expect(page.getByRole('heading', { name: 'Semak e-mel anda' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the sign-up code step in Malay');
    const code = await codeSentTo(addressOf(malay.id));
    await page.getByLabel('Kod daripada e-mel').fill(code);
    await page.getByRole('button', { name: 'Buat akaun' }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
