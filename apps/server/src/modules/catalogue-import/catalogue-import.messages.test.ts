import { CATALOGUE_IMPORT_MESSAGES, formatCatalogueImportMessage } from '@daftar/contract';
import { describe, expect, it } from 'vitest';

const placeholders = (template: string) =>
  [...template.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
// Malay has one plural form: `x_one` and `x_other` in English are `x_other` in Malay.
const family = (key: string) => key.replace(/_(one|other)$/, '');

describe('the import report in both languages', () => {
  it('words every English sentence in Malay too, with the same values', () => {
    const { en, ms } = CATALOGUE_IMPORT_MESSAGES;
    const malay = new Map(Object.entries(ms).map(([key, text]) => [family(key), text!]));
    const english = new Map(Object.entries(en).map(([key, text]) => [family(key), text!]));
    expect([...malay.keys()].sort()).toEqual([...english.keys()].sort());
    expect(Object.keys(ms).filter((key) => key.endsWith('_one'))).toEqual([]);
    for (const [key, template] of english) {
      expect(placeholders(malay.get(key)!), key).toEqual(placeholders(template));
    }
  });

  it('picks the singular or the plural by count', () => {
    const params = { code: 'WIX1001', section: 2 };
    expect(formatCatalogueImportMessage('capacityBelowTaken', { ...params, count: 1 }, 'en')).toBe(
      '1 student holds a seat in WIX1001 section 2: its capacity cannot go below 1.',
    );
    expect(formatCatalogueImportMessage('capacityBelowTaken', { ...params, count: 3 }, 'en')).toBe(
      '3 students hold seats in WIX1001 section 2: its capacity cannot go below 3.',
    );
    expect(formatCatalogueImportMessage('capacityBelowTaken', { ...params, count: 1 }, 'ms')).toBe(
      '1 pelajar memegang tempat dalam WIX1001 seksyen 2: kapasitinya tidak boleh kurang daripada 1.',
    );
  });
});
