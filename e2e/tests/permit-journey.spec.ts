import { API } from '@daftar/contract';
import { api, baseUrl, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import { checkScreen, subjectRow } from '../support/registration-page';
import { openReviewList, secondPerson } from '../support/review-steps';
import { malayDarkPerson, signInMalay } from '../support/malay';

// Issue 46: a student adds a subject of a lecture and tutorials, choosing each part, and changes
// tutorial; is refused the seats a reservation keeps for another, asks for a permit, the
// subject's coordinator approves it on the review page, and the student takes the seat; the parts,
// the coordinator's queue and the student's permits in Malay and the dark theme too.

const REASON = 'I need this studio to graduate this semester.';
const ADMIN = { username: 'admin', password: 'admin123' };

test('a student takes a lecture and tutorial and changes tutorial; refused a reserved seat, asks for a permit, the coordinator approves, and the student takes the seat', async ({
  page,
  browser,
}) => {
  // Three people and several windows: more than the default 90 s on a busy machine.
  test.setTimeout(180_000);
  const admin = await prepare.admin();
  const coordinator = await prepare.lecturer('Dr. Rosmah binti Idris');
  const student = await prepare.student('Aiman bin Roslan', coordinator);
  const keptFor = await prepare.student('Siti Hajar binti Musa', coordinator);
  const subject = await prepare.subject({
    code: `PMT${String(Date.now()).slice(-5)}`,
    name: 'Permit Studio',
    year: 4,
    capacity: 2,
    lecturer: 'Dr. Rosmah binti Idris',
    meeting: { day: 3, startTime: '16:00', endTime: '17:00', room: 'DK2' },
  });
  await api(API.adminSubject(subject.id), {
    token: admin,
    method: 'PATCH',
    body: { coordinatorId: coordinator.id },
  });
  await api(API.adminReservations, {
    token: admin,
    body: {
      subjectId: subject.id,
      seats: 2,
      studentIds: [keptFor.id],
      until: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    },
  });

  // Lecture L1 with tutorials T2 and T3 linked to it; lecture L4 with tutorial T5.
  const lab = { code: `LTP${String(Date.now()).slice(-5)}`, name: 'Tutorial Practice' };
  await prepare.partsSubject({
    ...lab,
    lecturer: 'Dr. Rosmah binti Idris',
    sections: [
      ['L', 1, 40, '', 'Tue', '08:00', '10:00'],
      ['T', 2, 20, 'L1', 'Thu', '08:00', '09:00'],
      ['T', 3, 20, 'L1', 'Fri', '08:00', '09:00'],
      ['L', 4, 20, '', 'Tue', '14:00', '16:00'],
      ['T', 5, 20, 'L4', 'Thu', '14:00', '15:00'],
    ],
  });

  // The student chooses the lecture and a tutorial that goes with it, then changes tutorial.
  await signIn(page, student);
  await page.goto(`${baseUrl()}/registration`);
  const search = page.getByRole('searchbox', { name: 'Search subjects' });
  await search.fill(lab.code);
  const openLab = async () => {
    await page.getByRole('button', { name: `View details of ${lab.code}` }).click();
    return page.getByRole('dialog', { name: `${lab.code} ${lab.name}` });
  };
  let details = await openLab();
  const lectures = details.getByRole('radiogroup', { name: 'Lecture' });
  const tutorials = details.getByRole('radiogroup', { name: 'Tutorial' });
  await lectures.getByRole('radio', { name: 'L1' }).click();
  // T5 goes only with L4: with L1 chosen it is not offered.
  await expect(tutorials.getByRole('radio', { name: 'T5' })).toBeDisabled();
  await tutorials.getByRole('radio', { name: 'T2' }).click();
  await checkScreen(page, 'parts-picker');
  await details.getByRole('button', { name: 'Add Subject' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('button', { name: `Added ${lab.code}`, exact: true })).toBeVisible();
  details = await openLab();
  await expect(tutorials.getByRole('radio', { name: 'T2' })).toBeChecked();
  await tutorials.getByRole('radio', { name: 'T3' }).click();
  await details.getByRole('button', { name: 'Change Section' }).click();
  await expectToast(page, `${lab.code} is now in L1, T3.`);
  await expect(details).toBeHidden();
  details = await openLab();
  await expect(lectures.getByRole('radio', { name: 'L1' })).toBeChecked();
  await expect(tutorials.getByRole('radio', { name: 'T3' })).toBeChecked();
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // Both seats are kept for another student: the add is refused, and a permit is offered.
  await search.fill(subject.code);
  await subjectRow(page, subject.code)
    .getByRole('button', { name: `Add ${subject.code}` })
    .click();
  await expectToast(page, /reserved/);
  const card = page.getByRole('region', { name: 'Permits' });
  await expect(card).toContainText('You may ask to be let past this once.');
  await card.getByRole('button', { name: 'Ask for a permit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a permit' });
  await expect(dialog).toContainText('reserved seats');
  await dialog.getByLabel('Reason').fill(REASON);
  await checkScreen(page, 'permit-request-form');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Past reserved seats: waiting for Dr. Rosmah binti Idris.');
  await checkScreen(page, 'permit-waiting');

  // The coordinator is told, and decides on the review page (also in Malay, dark).
  const desk = await secondPerson(browser);
  await signIn(desk, coordinator);
  await openReviewList(desk);
  const queue = desk.getByRole('region', { name: 'Permits to decide' });
  await expect(queue).toContainText(`${subject.code} – Permit Studio: past reserved seats.`);
  await expect(queue).toContainText(REASON);
  await checkScreen(desk, 'permit-coordinator-queue');
  const malayDesk = await malayDarkPerson(browser);
  await signInMalay(malayDesk, coordinator);
  await malayDesk.goto(`${baseUrl()}/admin`);
  await expect(malayDesk.getByRole('region', { name: 'Kebenaran untuk diputuskan' })).toContainText(
    'melepasi tempat dikhaskan',
  );
  await checkScreen(malayDesk, 'permit-coordinator-queue-ms-dark');
  await malayDesk.context().close();

  await queue
    .getByRole('button', { name: `Approve ${student.name}’s permit for ${subject.code}` })
    .click();
  await expectToast(desk, `${student.name}: ${subject.code}.`);
  await expect(queue).toBeHidden();

  // The student is told live, and the add now takes the kept seat by the permit, once.
  await expect(card).toContainText(
    'approved by Dr. Rosmah binti Idris. Add the subject to use it.',
  );
  await subjectRow(page, subject.code)
    .getByRole('button', { name: `Add ${subject.code}` })
    .click();
  await expect(
    page.getByRole('button', { name: `Added ${subject.code}`, exact: true }),
  ).toBeVisible();
  await expect(card).toContainText('Past reserved seats: used for your add.');
  await checkScreen(page, 'permit-used');

  const malayStudent = await malayDarkPerson(browser);
  await signInMalay(malayStudent, student);
  await malayStudent.goto(`${baseUrl()}/registration`);
  await expect(malayStudent.getByRole('region', { name: 'Kebenaran' })).toContainText(
    'Melepasi tempat dikhaskan: digunakan untuk penambahan anda.',
  );
  await checkScreen(malayStudent, 'permit-used-ms-dark');
  await malayStudent.getByRole('searchbox', { name: 'Cari subjek' }).fill(lab.code);
  await malayStudent.getByRole('button', { name: `Lihat butiran ${lab.code}` }).click();
  const malayDetails = malayStudent.getByRole('dialog', { name: `${lab.code} ${lab.name}` });
  await expect(
    malayDetails.getByRole('radiogroup', { name: 'Tutorial' }).getByRole('radio', { name: 'T3' }),
  ).toBeChecked();
  await expect(malayDetails.getByRole('radiogroup', { name: 'Kuliah' })).toContainText(
    'Mana-mana yang ada tempat',
  );
  await checkScreen(malayStudent, 'parts-picker-ms-dark');
  await malayStudent.context().close();
});

test('the registrar keeps seats for final-year students and names the coordinator on the Catalogue page', async ({
  page,
  browser,
}) => {
  const coordinator = await prepare.lecturer('Dr. Farid bin Hassan');
  const subject = await prepare.subject({
    code: `RSV${String(Date.now()).slice(-5)}`,
    name: 'Capstone Studio',
    year: 4,
    capacity: 40,
    lecturer: 'Dr. Farid bin Hassan',
    meeting: { day: 2, startTime: '14:00', endTime: '16:00', room: 'DK3' },
  });
  await signIn(page, ADMIN);
  await page.goto(`${baseUrl()}/admin/catalogue`);
  await page.getByRole('searchbox', { name: 'Search subjects' }).fill(subject.code);
  const block = page.locator(`li[data-subject="${subject.code}"]`);

  await block.getByRole('button', { name: `Edit subject ${subject.code}` }).click();
  const form = page.getByRole('dialog', { name: `Edit ${subject.code}` });
  await form.getByRole('combobox', { name: 'Coordinator' }).click();
  await page.getByRole('option', { name: coordinator.name }).click();
  await form.getByRole('button', { name: 'Save Subject' }).click();
  await expect(form).toBeHidden();

  await block.getByRole('button', { name: `Reserved seats of ${subject.code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reserved seats of ${subject.code}` });
  await expect(dialog).toContainText('No seats of this subject are kept for a group.');
  await dialog.getByLabel('Seats', { exact: true }).fill('10');
  await dialog.getByRole('combobox', { name: 'Year of study' }).click();
  await page.getByRole('option', { name: 'Year 4' }).click();
  await dialog.getByRole('button', { name: 'Keep Seats' }).click();
  const kept = dialog.getByRole('region', { name: 'Kept seats' });
  await expect(kept).toContainText('In force10 seats for year 4 students');
  await expect(kept).toContainText('Across the subject · 0 of 10 held by the group · kept until');
  await checkScreen(page, 'admin-reserved-seats');

  // A junior sees the seats open to them, and the registrar's Malay dark console the same.
  const malay = await malayDarkPerson(browser);
  await signInMalay(malay, ADMIN);
  await malay.goto(`${baseUrl()}/admin/catalogue`);
  await malay.getByRole('searchbox', { name: 'Cari subjek' }).fill(subject.code);
  await malay
    .locator(`li[data-subject="${subject.code}"]`)
    .getByRole('button', { name: `Tempat dikhaskan ${subject.code}` })
    .click();
  await expect(malay.getByRole('region', { name: 'Tempat yang disimpan' })).toContainText(
    '10 tempat untuk pelajar tahun 4',
  );
  await checkScreen(malay, 'admin-reserved-seats-ms-dark');
  await malay.context().close();

  const junior = await prepare.student('Daniel Lim Wei Jie');
  const { sections } = (
    await api<{ id: number; sections: { openToYou?: number }[] }[]>(API.subjects, {
      token: junior.token,
    })
  ).find((s) => s.id === subject.id)!;
  expect(sections[0]!.openToYou).toBe(30);
  const row = (
    await api<{ reservations: { subjectId: number }[] }>(API.adminReservations, {
      token: await prepare.admin(),
    })
  ).reservations.filter((r) => r.subjectId === subject.id);
  expect(row).toHaveLength(1);
  const named = (
    await api<{ id: number; coordinator: { id: number } | null }[]>(API.adminSubjects, {
      token: await prepare.admin(),
    })
  ).find((s) => s.id === subject.id)!.coordinator;
  expect(named?.id).toBe(coordinator.id);
});
