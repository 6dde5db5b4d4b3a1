import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The Bahasa Melayu catalogue keeps step with the English one (the spec's copy): the same
 * namespace files, the same keys, no empty translation and the same placeholders. A key added
 * to one language and not the other fails here, naming the namespace and the key.
 */

/**
 * This file's folder, `locales/`. Not `new URL('.', import.meta.url)`: Vite rewrites that
 * pattern into an asset address (http://localhost/...), which node:fs cannot read.
 */
const LOCALES = dirname(fileURLToPath(import.meta.url));
const SOURCE = 'en';
const TRANSLATION = 'ms';

/** i18next's plural suffixes: `x_one` and `x_other` are one key, `x`, in each language. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The plural forms a Malay key may have: Malay's own categories (only `other`: "3 subjek")
 * and `_zero`, which i18next looks up for a count of 0 in any language.
 */
const TRANSLATION_PLURALS = new Set([
  ...new Intl.PluralRules(TRANSLATION).resolvedOptions().pluralCategories,
  'zero',
]);

function namespaces(language: string): string[] {
  const dir = join(LOCALES, language);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function readCatalogue(language: string, file: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as unknown;
}

/** Every leaf of a catalogue by its dotted path; arrays (`days`, `steps`) count by index. */
function leaves(
  value: unknown,
  path = '',
  into = new Map<string, unknown>(),
): Map<string, unknown> {
  if (Array.isArray(value)) {
    value.forEach((item, index) => leaves(item, path ? `${path}.${index}` : `${index}`, into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      leaves(item, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value);
  }
  return into;
}

interface Family {
  /** The path without its plural suffix. */
  key: string;
  /** The plural suffixes present (`one`, `other`); empty for a key that is not plural. */
  plurals: Set<string>;
  /** Whether the bare key (no suffix) is present. */
  bare: boolean;
  values: Map<string, unknown>;
}

/** A catalogue's keys grouped into plural families: `time.minutesAgo_one`/`_other` is `time.minutesAgo`. */
function families(catalogue: unknown): Map<string, Family> {
  const byKey = new Map<string, Family>();
  for (const [path, value] of leaves(catalogue)) {
    const suffix = PLURAL_SUFFIX.exec(path)?.[1];
    const key = suffix ? path.slice(0, -(suffix.length + 1)) : path;
    let family = byKey.get(key);
    if (!family) {
      family = { key, plurals: new Set(), bare: false, values: new Map() };
      byKey.set(key, family);
    }
    if (suffix) family.plurals.add(suffix);
    else family.bare = true;
    family.values.set(path, value);
  }
  return byKey;
}

/**
 * The placeholders a family's texts use: i18next's `{{name}}` (a format after a comma,
 * `{{count, number}}`, is the same placeholder) and a single-brace `{hotkey}` that a
 * component fills in itself.
 */
function placeholders(family: Family): string[] {
  const found = new Set<string>();
  for (const value of family.values.values()) {
    if (typeof value !== 'string') continue;
    for (const match of value.matchAll(/\{\{\s*([^{},]+?)\s*(?:,[^{}]*)?\}\}/g)) {
      found.add(`{{${match[1]}}}`);
    }
    for (const match of value.matchAll(/(?<!\{)\{\s*([A-Za-z_$][\w.$]*)\s*\}(?!\})/g)) {
      found.add(`{${match[1]}}`);
    }
  }
  return [...found].sort();
}

const sourceFiles = namespaces(SOURCE);
const translationFiles = namespaces(TRANSLATION);
const allFiles = [...new Set([...sourceFiles, ...translationFiles])].sort();

describe(`locale catalogues: ${TRANSLATION} against ${SOURCE}`, () => {
  it('has the same namespace files in both languages', () => {
    expect(sourceFiles.length, `no catalogue found under locales/${SOURCE}`).toBeGreaterThan(0);
    const onlyInSource = sourceFiles.filter((file) => !translationFiles.includes(file));
    const onlyInTranslation = translationFiles.filter((file) => !sourceFiles.includes(file));
    expect(
      {
        [`missing from locales/${TRANSLATION}`]: onlyInSource,
        [`missing from locales/${SOURCE}`]: onlyInTranslation,
      },
      'the namespace files differ between the two languages',
    ).toEqual({
      [`missing from locales/${TRANSLATION}`]: [],
      [`missing from locales/${SOURCE}`]: [],
    });
  });

  describe.each(allFiles)('%s', (file) => {
    const inBoth = sourceFiles.includes(file) && translationFiles.includes(file);
    const source = inBoth ? families(readCatalogue(SOURCE, file)) : new Map<string, Family>();
    const translation = inBoth
      ? families(readCatalogue(TRANSLATION, file))
      : new Map<string, Family>();

    it.runIf(inBoth)('has the same keys in both languages', () => {
      const missingFromTranslation = [...source.keys()].filter((key) => !translation.has(key));
      const missingFromSource = [...translation.keys()].filter((key) => !source.has(key));
      expect(
        {
          [`missing from ${TRANSLATION}/${file}`]: missingFromTranslation,
          [`missing from ${SOURCE}/${file}`]: missingFromSource,
        },
        `${file}: keys differ between ${SOURCE} and ${TRANSLATION} (plural forms count as one key)`,
      ).toEqual({
        [`missing from ${TRANSLATION}/${file}`]: [],
        [`missing from ${SOURCE}/${file}`]: [],
      });
    });

    it.runIf(inBoth)(`has the plural forms ${TRANSLATION} needs`, () => {
      const problems: string[] = [];
      for (const family of translation.values()) {
        for (const suffix of family.plurals) {
          if (!TRANSLATION_PLURALS.has(suffix)) {
            problems.push(`${family.key}_${suffix}: ${TRANSLATION} has no "${suffix}" plural form`);
          }
        }
        const sourcePlural = (source.get(family.key)?.plurals.size ?? 0) > 0;
        if (sourcePlural && !family.plurals.has('other')) {
          problems.push(
            `${family.key}_other: missing (${SOURCE} has plural forms of ${family.key})`,
          );
        }
      }
      expect(problems, `${TRANSLATION}/${file}: plural forms`).toEqual([]);
    });

    it.runIf(inBoth)(`has no empty ${TRANSLATION} text`, () => {
      const empty: string[] = [];
      for (const family of translation.values()) {
        for (const [path, value] of family.values) {
          if (typeof value !== 'string' || value.trim() === '') empty.push(path);
        }
      }
      expect(empty, `${TRANSLATION}/${file}: empty or non-text values`).toEqual([]);
    });

    it.runIf(inBoth)('uses the same placeholders in both languages', () => {
      const differences: Record<string, { [language: string]: string[] }> = {};
      for (const [key, family] of source) {
        const translated = translation.get(key);
        if (!translated) continue;
        const expected = placeholders(family);
        const actual = placeholders(translated);
        if (expected.join(' ') !== actual.join(' ')) {
          differences[key] = { [SOURCE]: expected, [TRANSLATION]: actual };
        }
      }
      expect(
        differences,
        `${file}: placeholders differ between ${SOURCE} and ${TRANSLATION}`,
      ).toEqual({});
    });
  });
});
