import { API, type AdminSubject, type User } from '@daftar/contract';
import { api, baseUrl, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import { checkScreen, subjectRow } from '../support/registration-page';
import { openReviewList, secondPerson } from '../support/review-steps';
import { malayDarkPerson, signInMalay } from '../support/malay';

// Issue 44: a student on probation is held to the lower maximum, asks for more credits, their
// advisor approves on the review page, and the student adds the subject. The demo semester's
// maximum is 20, 12 on probation, with an overload cap of 24; a failed result (CGPA 0.00) from
// the records system puts the journey's student on probation.
//
// Five subjects of the journey's own, 3 credits each at times that never clash: four are held
// (12 credits), so the fifth would make 15.

const REASON = 'Final semester: I need this subject to graduate on time.';

async function journeySubjects(): Promise<AdminSubject[]> {
  const stamp = String(Date.now()).slice(-5);
  const slots = [
    [1, '08:00'],
    [2, '08:00'],
    [3, '08:00'],
    [4, '08:00'],
    [5, '08:00'],
  ] as const;
  const subjects: AdminSubject[] = [];
  for (const [index, [day, start]] of slots.entries()) {
    subjects.push(
      await prepare.subject({
        code: `OVL${stamp}${index}`,
        name: `Overload Studio ${index + 1}`,
        year: 4,
        capacity: 10,
        lecturer: 'Dr. Faridah binti Omar',
        meeting: {
          day,
          startTime: start,
          endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
          room: 'DK1',
        },
      }),
    );
  }
  return subjects;
}

test('a student on probation asks for more credits, the advisor approves, and the student adds the subject', async ({
  page,
  browser,
}) => {
  // Two people, four windows and eight photographs: more than the default 90 s on a busy machine.
  test.setTimeout(180_000);
  const advisor = await prepare.lecturer('Dr. Azlan bin Hashim');
  const student = await prepare.student('Farah Nadia binti Zulkifli', advisor);
  const { studentId } = await api<User>(API.user, { token: student.token });
  await api(`${API.resultsImport}?dryRun=false`, {
    token: await prepare.admin(),
    body: [
      {
        student_id: studentId,
        subject_code: 'WIX1001',
        session: '2023/2024',
        semester: 1,
        grade: 'F',
      },
    ],
  });
  const subjects = await journeySubjects();
  const last = subjects.at(-1)!;
  for (const subject of subjects.slice(0, -1)) {
    await api(API.selectedSubjects, { token: student.token, body: { subjectId: subject.id } });
  }

  // On probation, held to 12: the fifth subject is refused, and more credits are offered.
  await signIn(page, student);
  await page.goto(`${baseUrl()}/registration`);
  await page.getByRole('searchbox', { name: 'Search subjects' }).fill(last.code);
  await subjectRow(page, last.code)
    .getByRole('button', { name: `Add ${last.code}` })
    .click();
  await expect(page.getByText('Credits Selected: 12/12')).toBeVisible();
  await expectToast(page, `would take you to 15 credits; the maximum is 12.`);
  const card = page.getByRole('region', { name: /Credit maximum/ });
  await expect(card).toContainText('You may ask your advisor for more, up to 24 credits.');
  await checkScreen(page, 'overload-offered');

  await card.getByRole('button', { name: 'Ask for more credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for more credits' });
  await dialog.getByLabel('New maximum (credits)').fill('15');
  await dialog.getByLabel('Reason').fill(REASON);
  await checkScreen(page, 'overload-request-form');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText(
    'Your request for a maximum of 15 credits is waiting for your advisor.',
  );

  // The advisor is told, and sees the request on the review page (also in Malay, dark).
  const desk = await secondPerson(browser);
  await signIn(desk, advisor);
  await openReviewList(desk);
  const requests = desk.getByRole('region', { name: 'Requests for more credits' });
  await expect(requests).toContainText('Asks for a maximum of 15 credits (now 12, holding 12).');
  await expect(requests).toContainText(REASON);
  await expect(desk.getByRole('button', { name: /^Notifications \(1 unread\)/ })).toBeVisible();
  await checkScreen(desk, 'overload-advisor-desk');
  const malayDesk = await malayDarkPerson(browser);
  await signInMalay(malayDesk, advisor);
  await malayDesk.goto(`${baseUrl()}/admin`);
  await expect(malayDesk.getByRole('region', { name: 'Permohonan tambahan kredit' })).toContainText(
    'Memohon maksimum 15 kredit (kini 12, memegang 12).',
  );
  await checkScreen(malayDesk, 'overload-advisor-desk-ms-dark');
  await malayDesk.context().close();

  await requests.getByRole('button', { name: `Approve ${student.name}'s request` }).click();
  await expectToast(desk, `${student.name}: a maximum of 15 credits.`);
  await expect(requests).toBeHidden();

  // The student is told live; the maximum is 15 and the subject goes in.
  await expect(card.getByRole('status')).toHaveText(
    'Your advisor approved a maximum of 15 credits: your maximum is now 15.',
  );
  await expectToast(page, 'your credit maximum is now 15.');
  await subjectRow(page, last.code)
    .getByRole('button', { name: `Add ${last.code}` })
    .click();
  await expect(page.getByRole('button', { name: `Added ${last.code}`, exact: true })).toBeVisible();
  await expect(page.getByText('Credits Selected: 15/15')).toBeVisible();
  await checkScreen(page, 'overload-approved');

  const malayStudent = await malayDarkPerson(browser);
  await signInMalay(malayStudent, student);
  await malayStudent.goto(`${baseUrl()}/registration`);
  await expect(malayStudent.getByRole('region', { name: /Maksimum kredit/ })).toContainText(
    'Penasihat anda meluluskan maksimum 15 kredit',
  );
  await checkScreen(malayStudent, 'overload-approved-ms-dark');
  await malayStudent.context().close();
});
