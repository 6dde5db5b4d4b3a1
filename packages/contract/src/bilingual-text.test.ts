import { describe, expect, it } from 'vitest';
import { inLanguage, nameIn } from './language';
import { formatErrorMessage } from './messages';

// Issue 42: catalogue texts in both languages, each reader's first, the other standing in.

describe('a text kept in both languages', () => {
  it("is read in the reader's language, and in the other when the reader's is missing", () => {
    expect(inLanguage('ms', 'Calculus I', 'Kalkulus I')).toBe('Kalkulus I');
    expect(inLanguage('en', 'Calculus I', 'Kalkulus I')).toBe('Calculus I');
    expect(inLanguage('ms', 'Calculus I', null)).toBe('Calculus I');
    expect(inLanguage('ms', 'Calculus I', '  ')).toBe('Calculus I');
    expect(inLanguage('en', '', 'Kalkulus I')).toBe('Kalkulus I');
    expect(inLanguage('en', null, undefined)).toBe('');
    expect(nameIn('ms', { name: 'Physics I', nameMs: 'Fizik I' })).toBe('Fizik I');
    expect(nameIn('ms', { name: 'Physics I' })).toBe('Physics I');
  });

  it('words a refusal with the Malay value in Malay and the English one in English', () => {
    const params = {
      subject: 'GLT1003 Mandarin for Beginners',
      subjectMs: 'GLT1003 Bahasa Mandarin untuk Pemula',
      other: 'WIA1005 Network Technology Foundation',
      otherMs: 'WIA1005 Asas Teknologi Rangkaian',
    };
    expect(formatErrorMessage('TIME_CLASH', params, 'ms')).toBe(
      'GLT1003 Bahasa Mandarin untuk Pemula bertindih dengan WIA1005 Asas Teknologi Rangkaian dalam jadual waktu anda.',
    );
    expect(formatErrorMessage('TIME_CLASH', params, 'en')).toBe(
      'GLT1003 Mandarin for Beginners clashes with WIA1005 Network Technology Foundation in your timetable.',
    );
    // A refusal stored before issue 42 has English values only: Malay words them as they are.
    const { subjectMs: _s, otherMs: _o, ...english } = params;
    expect(formatErrorMessage('TIME_CLASH', english, 'ms')).toBe(
      'GLT1003 Mandarin for Beginners bertindih dengan WIA1005 Network Technology Foundation dalam jadual waktu anda.',
    );
    expect(
      formatErrorMessage(
        'PREREQUISITE_NOT_MET',
        {
          subject: 'A',
          missing: ['X1 Calculus I', 'X2 Physics I'],
          missingMs: ['X1 Kalkulus I', 'X2 Fizik I'],
        },
        'ms',
      ),
    ).toContain('X1 Kalkulus I dan X2 Fizik I');
  });
});
