import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, formatCalendarDate, type Language } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { withdrawnTestBed } from '../review/withdrawn.test-bed';

// Issue 47: the slip of a registration with a subject withdrawn from, read back as a sponsor's
// office would, with poppler's pdftotext (as slips.documents.test.ts does; `npm run
// test:documents`): the subject is W with no credits, outside the total, and the slip says the
// registration was amended on the day of its latest change.

const { bed, approvedWithWithdrawalOpen, withdraw } = withdrawnTestBed();

async function slipText(language: Language) {
  await bed.t.database.db
    .updateTable('users')
    .set({ language })
    .where('id', '=', bed.student.id)
    .execute();
  const res = await bed.http.get(API.registrationSlip, bed.student);
  expect(res.statusCode, res.body).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'daftar-withdrawn-'));
  try {
    const file = join(dir, 'slip.pdf');
    writeFileSync(file, res.rawPayload);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The line of the slip's text that names the subject: its row of the table. */
const row = (text: string, code: string) => text.split('\n').find((l) => l.includes(code)) ?? '';

/** The day in Malaysia of an instant, as the slip writes it. */
const campusDate = (instant: string, language: Language) =>
  formatCalendarDate(new Date(Date.parse(instant) + 8 * 3600e3).toISOString(), language);

describe('the slip of a registration with a subject withdrawn from, read back', () => {
  it('lists it as W (withdrawn) with no credits, outside the total, and says amended', async () => {
    await approvedWithWithdrawalOpen();
    expect(await slipText('en')).not.toContain('Amended registration');
    const withdrawal = await withdraw({ subjectId: bed.id('REV1002') });
    const text = await slipText('en');
    expect(row(text, 'REV1002')).toMatch(/REV1002\s+Subject REV1002\s+–\s+–\s+–\s+W \(withdrawn\)/);
    expect(text).toContain('W (tarik diri)');
    expect(row(text, 'REV1001')).toContain('Approved');
    expect(text).toMatch(/Total Credits\s+Jumlah Kredit\s+3\b/);
    expect(text).toContain(
      `Amended registration / Pendaftaran dipinda: ${campusDate(withdrawal.decidedAt!, 'en')}`,
    );
  });

  it('is worded in Malay first on a Malay slip', async () => {
    await approvedWithWithdrawalOpen();
    const withdrawal = await withdraw({ subjectId: bed.id('REV1002') });
    const text = await slipText('ms');
    expect(row(text, 'REV1002')).toContain('W (tarik diri)');
    expect(text).toContain(
      `Pendaftaran dipinda / Amended registration: ${campusDate(withdrawal.decidedAt!, 'ms')}`,
    );
    expect(text).toMatch(/Jumlah Kredit\s+Total Credits\s+3\b/);
    expect(text).not.toMatch(/\bTD\b/);
  });
});
