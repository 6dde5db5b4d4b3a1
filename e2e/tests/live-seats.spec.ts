import { API } from '@daftar/contract';
import type { Browser, Page } from '@playwright/test';
import { expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import {
  detailsDialog,
  openRegistration,
  quotaText,
  searchBox,
  seatsShown,
  selectedList,
  subjectRow,
} from '../support/registration-page';

// Journey 4: two students on /registration. While B looks at a subject's details, A adds it and
// later removes it: B's table row and open dialog follow the seats without a reload or refetch.
//
// IXEA4001 (one section, 40 seats, no prerequisites) has plenty of seats; the counts are read
// before acting, so seats other tests took do not matter.
const CODE = 'IXEA4001';

async function studentOnRegistration(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, await prepare.student(name));
  await openRegistration(page);
  await searchBox(page).fill(CODE);
  await expect(subjectRow(page, CODE)).toBeVisible();
  return page;
}

test("a seat taken by one student shows in the other's table row and open details dialog at once", async ({
  browser,
}) => {
  const a = await studentOnRegistration(browser, 'Amirul bin Hakim');
  const b = await studentOnRegistration(browser, 'Bavani a/p Krishnan');

  // B opens the details of the subject; the dialog shows the table's count.
  const seats = await seatsShown(subjectRow(b, CODE));
  await b.getByRole('button', { name: `View details of ${CODE}` }).click();
  const dialog = detailsDialog(b, CODE);
  await expect(dialog).toContainText(quotaText(seats));
  await expect(dialog).toContainText(`${seats.available}/${seats.total} seats available`);

  // From here on B must not reload or fetch the subjects again: the count comes live.
  await b.evaluate(() => Object.assign(window, { sameDocument: true }));
  const refetches: string[] = [];
  b.on('request', (request) => {
    if (new URL(request.url()).pathname === API.subjects) refetches.push(request.url());
  });

  await a.getByRole('button', { name: `Add ${CODE}` }).click();
  await expectToast(
    a,
    `${CODE} Maqasid al-Shariah and Contemporary Issues is now in your selection.`,
  );
  await expect(selectedList(a)).toContainText(CODE);

  const taken = { ...seats, available: seats.available - 1 };
  await expect(dialog).toContainText(quotaText(taken));
  await expect(dialog).toContainText(`${taken.available}/${taken.total} seats available`);
  await expect(subjectRow(b, CODE, { behindDialog: true })).toContainText(quotaText(taken));
  await expect(dialog.getByRole('button', { name: 'Add Subject' })).toBeEnabled();

  // A gives the seat back: B's dialog and row follow again.
  await a
    .getByRole('list', { name: 'My Selected Subjects' })
    .getByRole('button', { name: `Remove ${CODE}` })
    .click();
  await expect(a.getByText('No subjects selected yet')).toBeVisible();
  await expect(dialog).toContainText(quotaText(seats));
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(subjectRow(b, CODE)).toContainText(quotaText(seats));

  expect(await b.evaluate(() => 'sameDocument' in window), 'B was not reloaded').toBe(true);
  expect(refetches, 'B did not fetch the subjects again').toEqual([]);
  await a.context().close();
  await b.context().close();
});
