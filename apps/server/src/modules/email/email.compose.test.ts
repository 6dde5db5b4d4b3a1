import { describe, expect, it } from 'vitest';
import { EMAIL_COPY } from './email-copy';
import { composeEmail, type EmailItem } from './email.compose';

const URL = 'https://daftar.example.edu.my';
const decision = (
  id: number,
  code: string,
  result: 'approved' | 'rejected',
  reason?: string,
): EmailItem => ({
  kind: 'decision',
  subject: { id, code, name: `Subject ${code}` },
  decision: result,
  ...(reason ? { reason } : {}),
});
const submission = (name: string, studentNumber: string | null, subjects: number): EmailItem => ({
  kind: 'submission',
  registration: { id: 1, studentName: name, studentNumber, subjects },
});

describe('composing email', () => {
  it('sums a burst of decisions up with the reason: "3 subjects approved, 1 rejected: ..."', () => {
    const email = composeEmail(
      'decisions',
      [
        decision(1, 'WIX1001', 'approved'),
        decision(2, 'WIX1002', 'approved'),
        decision(3, 'WIX1003', 'rejected', 'Clashes with your lab.'),
        decision(4, 'WIX1004', 'approved'),
      ],
      { name: 'Tan Mei Ling', language: 'en' },
      URL,
    );
    expect(email.subject).toBe('Your registration: 3 subjects approved, 1 rejected');
    expect(email.text).toContain(
      'Decisions have been made on your subject registration: 3 subjects approved, 1 rejected: Clashes with your lab.',
    );
    expect(email.text).toContain('- WIX1003 - Subject WIX1003\n  Reason: Clashes with your lab.');
    expect(email.text).toContain(`See your registration: ${URL}/registration`);
    expect(email.html).toContain('<html lang="en">');
  });

  it('tells a subject decided twice in one burst as it was decided last', () => {
    const email = composeEmail(
      'decisions',
      [decision(1, 'WIX1001', 'rejected', 'Full.'), decision(1, 'WIX1001', 'approved')],
      { name: 'Ali', language: 'ms' },
      URL,
    );
    expect(email.subject).toBe('Pendaftaran anda: 1 subjek diluluskan');
    expect(email.text).not.toContain('Full.');
  });

  it('says which decisions changed an earlier one, and why', () => {
    const email = composeEmail(
      'decisions',
      [
        { ...decision(1, 'WIX1001', 'approved', 'Elective allowed.'), reversedFrom: 'rejected' },
        { ...decision(2, 'WIX1002', 'rejected', 'Over the limit.'), reversedFrom: 'approved' },
      ],
      { name: 'Ali', language: 'en' },
      URL,
    );
    expect(email.text).toContain(
      '- WIX1001 - Subject WIX1001\n  Rejected earlier; the decision has been changed. Reason: Elective allowed.',
    );
    expect(email.text).toContain(
      '- WIX1002 - Subject WIX1002\n  Approved earlier; the decision has been changed. Reason: Over the limit.',
    );
  });

  it('names a seat secured from the waitlist, in Malay', () => {
    const email = composeEmail(
      'promoted',
      [{ kind: 'promoted', subject: { id: 1, code: 'WIX1002', name: 'Pengaturcaraan' } }],
      { name: 'Ali', language: 'ms' },
      URL,
    );
    expect(email.subject).toBe('Tempat diperoleh: WIX1002 - Pengaturcaraan');
    expect(email.text).toContain('daripada senarai menunggu');
    expect(email.html).toContain(`<a href="${URL}/registration">Lihat pendaftaran anda</a>`);
  });

  it("names subjects in the reader's language, in English when a subject has no Malay name", () => {
    const items: EmailItem[] = [
      {
        kind: 'decision',
        subject: {
          id: 1,
          code: 'GLT1003',
          name: 'Mandarin for Beginners',
          nameMs: 'Bahasa Mandarin untuk Pemula',
        },
        decision: 'approved',
      },
      // Stored before issue 42: no Malay name at all.
      {
        kind: 'decision',
        subject: { id: 2, code: 'WIX1002', name: 'Fundamentals' },
        decision: 'approved',
      },
    ];
    const malay = composeEmail('decisions', items, { name: 'Ali', language: 'ms' }, URL);
    expect(malay.text).toContain('- GLT1003 - Bahasa Mandarin untuk Pemula');
    expect(malay.text).toContain('- WIX1002 - Fundamentals');
    expect(malay.text).not.toContain('Mandarin for Beginners');
    const english = composeEmail('decisions', items, { name: 'Ali', language: 'en' }, URL);
    expect(english.text).toContain('- GLT1003 - Mandarin for Beginners');
    expect(english.text).not.toContain('Bahasa Mandarin');

    const promoted = composeEmail(
      'promoted',
      [{ kind: 'promoted', subject: items[0]!.subject }],
      { name: 'Ali', language: 'ms' },
      URL,
    );
    expect(promoted.subject).toBe('Tempat diperoleh: GLT1003 - Bahasa Mandarin untuk Pemula');
  });

  it('lists a day of submissions in one digest, linking to the review page', () => {
    const email = composeEmail(
      'digest',
      [submission('Tan Mei Ling', '034561', 4), submission('Ali <Abu>', null, 1)],
      { name: 'Dr. Aminah', language: 'en' },
      URL,
    );
    expect(email.subject).toBe('2 new submissions for review');
    expect(email.text).toContain('- Tan Mei Ling (Student ID 034561): 4 subjects');
    expect(email.text).toContain('- Ali <Abu>: 1 subject');
    expect(email.html).toContain('Ali &lt;Abu&gt;: 1 subject');
    expect(email.text).toContain(`Review Registrations: ${URL}/admin`);
  });

  it('words one submission for its advisor', () => {
    const email = composeEmail(
      'submission',
      [submission('Tan Mei Ling', '034561', 1)],
      { name: 'Dr. Aminah', language: 'ms' },
      URL,
    );
    expect(email.subject).toBe('Tan Mei Ling menghantar 1 subjek untuk semakan');
    expect(email.text).toContain(
      'Tan Mei Ling (No. Matrik 034561) menghantar 1 subjek untuk semakan.',
    );
  });

  it('has every English sentence in Malay, with the same placeholders', () => {
    const base = (key: string) => key.replace(/_(one|other)$/, '');
    const placeholders = (text = '') => [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();
    const malay = EMAIL_COPY.ms;
    for (const [key, english] of Object.entries(EMAIL_COPY.en)) {
      // Malay has one plural form: an English `_one` has no Malay twin.
      if (key.endsWith('_one')) continue;
      const text = malay[key] ?? malay[base(key)] ?? malay[`${base(key)}_other`];
      expect(text, key).toBeTruthy();
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
    for (const key of Object.keys(malay)) expect(key, key).not.toMatch(/_one$/);
  });
});
