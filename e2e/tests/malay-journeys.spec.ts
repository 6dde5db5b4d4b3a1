import { API, type Subject } from '@daftar/contract';
import {
  baseUrl,
  expect,
  expectNoSidewaysScroll,
  prepare,
  test,
  type PreparedUser,
} from '../support/fixtures';
import {
  addMalay,
  dismissMalayToast,
  expectMalayToast,
  malayPerson,
  selected,
  signInMalay,
} from '../support/malay';
import { checkScreen } from '../support/screens';

// Issue 18: the main journeys again, in a browser whose language is Malay (Chromium's ms-MY):
// sign-up, adding with refusals, submitting, the advisor's decisions arriving live, history and
// timetable. The last seat and the switch to English: malay-last-seat-and-english.spec.ts.
//
// The seed's WIA1005 (Thu 10-12, Fri 10-11) and GLT1003 (Thu 10-12) each have one section at the
// same time, so a student holding WIA1005 is refused GLT1003 for a clash.

test.use({ locale: 'ms-MY' });

/**
 * Subjects with no prerequisite and a free seat in a section that clashes neither with `held`
 * nor with those picked before, from the live catalogue: other tests may have taken seats.
 */
async function subjectsThatFit(token: string, held: string, skip: string[]): Promise<Subject[]> {
  const res = await fetch(`${baseUrl()}${API.subjects}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const subjects = (await res.json()) as Subject[];
  const taken = subjects
    .filter((subject) => subject.code === held)
    .flatMap((subject) => subject.sections[0]!.meetings)
    .map((m) => ({ day: m.day, start: m.startTime, end: m.endTime }));
  const fits: Subject[] = [];
  for (const subject of subjects) {
    if ([held, ...skip].includes(subject.code) || subject.prerequisites.length > 0) continue;
    const section = subject.sections.find(
      (s) =>
        s.registered < s.capacity &&
        s.meetings.every((m) =>
          taken.every((t) => t.day !== m.day || m.endTime <= t.start || m.startTime >= t.end),
        ),
    );
    if (!section) continue;
    for (const m of section.meetings)
      taken.push({ day: m.day, start: m.startTime, end: m.endTime });
    fits.push({ ...subject, sections: [section] });
  }
  return fits;
}

test('a new student signs up in Malay, meeting every validation message in Malay', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto(`${baseUrl()}/auth/register`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page).toHaveTitle('Daftar Akaun · Daftar');
  await expect(page.getByRole('heading', { name: 'Daftar Akaun Baharu' })).toBeVisible();
  await page.getByRole('button', { name: 'Daftar Akaun', exact: true }).click();
  const messages = {
    'Nama Pengguna': 'Nama pengguna mestilah sekurang-kurangnya 3 aksara',
    'Kata Laluan': 'Kata laluan mestilah sekurang-kurangnya 6 aksara',
    'Nama Penuh': 'Nama penuh diperlukan',
    'No. Matrik': 'No. Matrik diperlukan',
  };
  for (const [label, message] of Object.entries(messages)) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  await checkScreen(page, 'ms-sign-up');

  await page.getByLabel('Nama Pengguna').fill(`siti${stamp}`);
  await page.getByLabel('Kata Laluan').fill('siti-pass1');
  await page.getByLabel('Nama Penuh').fill('Siti Khadijah binti Omar');
  await page.getByLabel('No. Matrik').fill(`M${stamp}`);
  await page.getByRole('button', { name: 'Daftar Akaun', exact: true }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('heading', { name: 'Papan Pemuka Pelajar' })).toBeVisible();
  await expectMalayToast(page, 'Selamat datang, Siti Khadijah binti Omar!');
  await dismissMalayToast(page, 'Pendaftaran akaun berjaya');
  await checkScreen(page, 'ms-dashboard');
});

test('a student registers in Malay, meets refusals in Malay, and sees the decisions live', async ({
  page,
  browser,
}) => {
  const advisor = await prepare.lecturer('Dr. Faridah binti Hassan');
  const student: PreparedUser = await prepare.student('Hafiz bin Ismail', advisor);
  await signInMalay(page, student);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await page.getByRole('link', { name: 'Teruskan Pendaftaran' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pendaftaran Subjek' })).toBeVisible();
  await expect(page.getByText('Kredit Dipilih: 0/20')).toBeVisible();

  // A clash, in Malay, naming both subjects.
  await addMalay(page, 'WIA1005');
  await expect(selected(page, 'WIA1005')).toBeVisible();
  await addMalay(page, 'GLT1003');
  await expectMalayToast(page, 'Subjek Tidak Dapat Ditambah');
  await expectMalayToast(
    page,
    /^GLT1003 .+ bertindih dengan WIA1005 .+ dalam jadual waktu anda\.$/,
  );
  await checkScreen(page, 'ms-registration-refused');
  // The Malay tab labels are the longest: on the narrowest phone the tab bar scrolls inside
  // itself, and the page never sideways.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page, 'the Malay registration page at 320px');
  await page.setViewportSize(size);
  await dismissMalayToast(page, 'Subjek Tidak Dapat Ditambah');

  // The credit maximum, in Malay, with the numbers: subjects that fit beside WIA1005 up to 20
  // credits, then one more.
  const fits = await subjectsThatFit(student.token, 'WIA1005', ['GLT1003']);
  let credits = 3;
  const added: Subject[] = [];
  for (const subject of fits) {
    if (credits + subject.credits > 20) break;
    await addMalay(page, subject.code);
    await expect(selected(page, subject.code)).toBeVisible();
    await dismissMalayToast(page, 'Subjek Ditambah');
    credits += subject.credits;
    added.push(subject);
  }
  const over = fits[added.length];
  expect(over, 'a subject that would pass the credit maximum').toBeDefined();
  await addMalay(page, over!.code);
  await expectMalayToast(
    page,
    `Menambah ${over!.code} (${over!.credits} kredit) akan menjadikan jumlah anda ${credits + over!.credits} kredit; maksimumnya 20.`,
  );
  await dismissMalayToast(page, 'Subjek Tidak Dapat Ditambah');

  // Submit, and the advisor decides in Malay at another computer.
  await page.getByRole('button', { name: 'Hantar Pendaftaran' }).click();
  await page
    .getByRole('dialog', { name: 'Semak dan Hantar' })
    .getByRole('button', { name: 'Hantar Pendaftaran' })
    .click();
  const submitted = page.getByRole('dialog', { name: 'Pendaftaran Dihantar' });
  await expect(submitted).toBeVisible();
  await submitted.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByText('Dalam semakan', { exact: true })).toBeVisible();

  const review = await malayPerson(browser);
  await signInMalay(review, advisor);
  await expect(review.getByRole('heading', { name: 'Papan Pemuka Pensyarah' })).toBeVisible();
  await review
    .getByRole('navigation', { name: 'Utama' })
    .getByRole('link', { name: 'Semakan Pendaftaran' })
    .click();
  await expect(review.getByText('1 pendaftaran menunggu')).toBeVisible();
  await checkScreen(review, 'ms-review-list');
  await review.getByRole('button', { name: `Lihat butiran pendaftaran ${student.name}` }).click();
  await expect(review.getByRole('heading', { name: student.name })).toBeVisible();

  const approvedSubject = added[0]!;
  await review
    .getByRole('button', {
      name: `Luluskan ${approvedSubject.code} ${approvedSubject.nameMs ?? approvedSubject.name}`,
    })
    .click();
  await expectMalayToast(review, 'Subjek diluluskan');
  await expectMalayToast(page, 'Subjek Diluluskan!');
  await expectMalayToast(
    page,
    `Berita baik! Pendaftaran anda bagi ${approvedSubject.code} - ${approvedSubject.nameMs ?? approvedSubject.name} telah diluluskan.`,
  );
  await expect(selected(page, approvedSubject.code)).toContainText('Diluluskan');

  await review.getByRole('button', { name: 'Tolak WIA1005 Asas Teknologi Rangkaian' }).click();
  const reasonDialog = review.getByRole('dialog', { name: 'Tolak Subjek' });
  await reasonDialog.getByLabel('Alasan penolakan').fill('Kuota fakulti telah penuh.');
  await reasonDialog.getByRole('button', { name: 'Tolak Subjek', exact: true }).click();
  await expect(reasonDialog).toBeHidden();
  await expectMalayToast(
    page,
    'Pendaftaran anda bagi WIA1005 - Asas Teknologi Rangkaian telah ditolak. Alasan: Kuota fakulti telah penuh.',
  );
  await expect(page.getByRole('button', { name: /^Pemberitahuan/ })).toHaveAccessibleName(
    'Pemberitahuan (2 belum dibaca)',
  );
  await checkScreen(review, 'ms-review-detail');
  await review.context().close();

  // The timetable and the history, with Malay dates.
  await page.getByRole('link', { name: 'Jadual Waktu Saya' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jadual Waktu Saya' })).toBeVisible();
  await checkScreen(page, 'ms-schedule');
  await page.getByRole('link', { name: 'Sejarah Pendaftaran' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sejarah Pendaftaran' })).toBeVisible();
  const submittedOn = new Intl.DateTimeFormat('ms-MY', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date());
  await expect(page.getByText(submittedOn).first()).toBeVisible();
  await expect(page.getByText('Alasan: Kuota fakulti telah penuh.').first()).toBeVisible();
  await checkScreen(page, 'ms-history');
});
