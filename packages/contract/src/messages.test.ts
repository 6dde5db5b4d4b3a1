import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors';
import { languageOfAcceptLanguage, languageOfTag } from './language';
import { ERROR_MESSAGES, formatErrorMessage } from './messages';
import { VALIDATION_MESSAGES, wordValidationMessage } from './validation-messages';

const placeholders = (template: string) =>
  [...template.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
// Malay has one plural form: `x_one` and `x_other` in English are `x_other` in Malay.
const family = (key: string) => key.replace(/_(one|other)$/, '');

describe('the refusal sentences of both languages', () => {
  it('words every sentence in Malay with the same values as in English', () => {
    const malay = new Map(Object.entries(ERROR_MESSAGES.ms).map(([k, v]) => [family(k), v!]));
    const english = new Map(Object.entries(ERROR_MESSAGES.en).map(([k, v]) => [family(k), v!]));
    expect([...malay.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, template] of english) {
      expect(placeholders(malay.get(key)!), key).toEqual(placeholders(template));
    }
  });

  it('has a sentence for every error code', () => {
    for (const code of ERROR_CODES) {
      const keys = Object.keys(ERROR_MESSAGES.en).filter((key) => family(key) === code);
      expect(keys.length, code).toBeGreaterThan(0);
    }
  });

  it('has every validation message in both languages', () => {
    expect(Object.keys(VALIDATION_MESSAGES.ms).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES.en).sort(),
    );
    expect(wordValidationMessage('usernameTooShort', 'ms')).toBe(
      'Nama pengguna mestilah sekurang-kurangnya 3 aksara',
    );
    expect(wordValidationMessage('Invalid input', 'ms')).toBe('Invalid input');
  });
});

describe('formatErrorMessage', () => {
  it('picks the variant by context and fills the values', () => {
    const params = { context: 'advisor', subject: 'CSC1001 Programming' };
    expect(formatErrorMessage('SUBJECT_FULL', params, 'en')).toBe(
      'CSC1001 Programming has no seat left to approve.',
    );
    expect(formatErrorMessage('SUBJECT_FULL', params, 'ms')).toBe(
      'CSC1001 Programming tiada tempat lagi untuk diluluskan.',
    );
    expect(formatErrorMessage('SUBJECT_FULL', { subject: 'X' }, 'en')).toBe(
      'X is full: no seats are left.',
    );
  });

  it('writes dates and lists in the language, and plurals by count', () => {
    expect(
      formatErrorMessage('PERIOD_NOT_OPEN', { context: 'upcoming', date: '2025-06-11' }, 'ms'),
    ).toBe('Pendaftaran belum dibuka. Pendaftaran dibuka pada 11 Jun 2025.');
    expect(
      formatErrorMessage('PREREQUISITE_NOT_MET', { subject: 'C', missing: ['A', 'B'] }, 'en'),
    ).toBe('C needs A and B to be passed first.');
    expect(
      formatErrorMessage('PREREQUISITE_NOT_MET', { subject: 'C', missing: ['A', 'B'] }, 'ms'),
    ).toBe('C memerlukan A dan B lulus terlebih dahulu.');
    expect(formatErrorMessage('RATE_LIMITED', { count: 1 }, 'en')).toBe(
      'Too many requests. Please try again in 1 second.',
    );
    expect(formatErrorMessage('RATE_LIMITED', { count: 5 }, 'en')).toBe(
      'Too many requests. Please try again in 5 seconds.',
    );
    expect(formatErrorMessage('RATE_LIMITED', { count: 1 }, 'ms')).toBe(
      'Terlalu banyak permintaan. Sila cuba lagi dalam 1 saat.',
    );
  });
});

describe('choosing the language', () => {
  it.each([
    ['ms', 'ms'],
    ['ms-MY', 'ms'],
    ['MS_my', 'ms'],
    ['en-GB', 'en'],
    ['id', 'en'],
    ['', 'en'],
  ] as const)('reads the tag %j as %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });

  it.each([
    [undefined, 'en'],
    ['ms', 'ms'],
    ['ms-MY,ms;q=0.9,en-US;q=0.8,en;q=0.7', 'ms'],
    ['en-US,en;q=0.9,ms;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ms;q=0.5', 'ms'],
    ['ms;q=0, en', 'en'],
    ['en;q=0.2, ms;q=0.8', 'ms'],
    ['*', 'en'],
    ['fr', 'en'],
  ] as const)('reads Accept-Language %j as %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });
});
