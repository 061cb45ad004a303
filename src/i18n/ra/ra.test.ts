import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { flatten, keyDifferences, placeholders } from '../messageTree';
import de from './de';
import es from './es';
import itMessages from './it';
import ru from './ru';

const pluralForms = (text: string): number => text.split('||||').length;

const english = flatten(englishMessages);

const languages: [string, TranslationMessages][] = [
  ['es', es],
  ['de', de],
  ['it', itMessages],
  ['ru', ru],
];

/**
 * Placeholders a language may use instead of the English one, because react-admin passes both.
 * German capitalises nouns, so `ra.sort.sort_by` keeps the field label's case with `%{field}`
 * (DatagridHeaderCell, DataTableHeadCell and SortButton pass `field` and `field_lower_first`).
 */
const placeholderSubstitutes: Record<string, Record<string, Record<string, string>>> = {
  de: { 'ra.sort.sort_by': { field_lower_first: 'field' } },
};

/** Polyglot plural forms: Russian has three (1, 2–4, 5+) where English has two. */
const expectedPluralForms: Record<string, number> = { es: 2, de: 2, it: 2, ru: 3 };

describe('react-admin messages (ra.*)', () => {
  it('reads the English reference pack', () => {
    expect(english.size).toBeGreaterThan(100);
    expect([...english.keys()].every(key => key.startsWith('ra.'))).toBe(true);
  });

  it.each(languages)('%s has exactly the keys of ra-language-english', (language, messages) => {
    const keys = flatten(messages);
    const { missing, extra } = keyDifferences(english, keys);
    expect(
      { missing, extra },
      `${language}: missing ${missing.length} key(s): ${missing.join(', ') || '-'}; ` +
        `extra ${extra.length} key(s): ${extra.join(', ') || '-'}`,
    ).toEqual({ missing: [], extra: [] });
  });

  it.each(languages)('%s uses every placeholder of the English message, and no other', (language, messages) => {
    const keys = flatten(messages);
    const mismatches = [...english.entries()]
      .filter(([key]) => keys.has(key))
      .map(([key, text]) => {
        const substitutes = placeholderSubstitutes[language]?.[key] ?? {};
        const expected = [...new Set(placeholders(text).map(name => substitutes[name] ?? name))].sort();
        const actual = placeholders(keys.get(key)!);
        return { key, expected, actual };
      })
      .filter(({ expected, actual }) => expected.join() !== actual.join())
      .map(({ key, expected, actual }) => `${key}: expected [${expected.join(', ')}], got [${actual.join(', ')}]`);
    expect(mismatches, `${language}: placeholders differ from English`).toEqual([]);
  });

  it.each(languages)('%s has the plural forms its language needs', (language, messages) => {
    const keys = flatten(messages);
    const wrong = [...english.entries()]
      .filter(([key, text]) => keys.has(key) && pluralForms(text) > 1)
      .filter(([key]) => pluralForms(keys.get(key)!) !== expectedPluralForms[language])
      .map(([key]) => `${key} (${pluralForms(keys.get(key)!)} forms)`);
    const unexpected = [...english.entries()]
      .filter(([key, text]) => keys.has(key) && pluralForms(text) === 1 && pluralForms(keys.get(key)!) > 1)
      .map(([key]) => key);
    expect({ wrong, unexpected }, `${language}: plural forms`).toEqual({ wrong: [], unexpected: [] });
  });

  it.each(languages)('%s has no empty message and no English sentence left untranslated', (language, messages) => {
    const keys = flatten(messages);
    const empty = [...keys.entries()]
      .filter(([key, text]) => text.trim() === '' && english.get(key)?.trim() !== '')
      .map(([key]) => key);
    const untranslated = [...english.entries()]
      .filter(([key, text]) => text.split(/\s+/).length >= 3 && keys.get(key) === text)
      .map(([key]) => key);
    expect({ empty, untranslated }, language).toEqual({ empty: [], untranslated: [] });
  });

  it('picks the right Russian plural form through polyglot', () => {
    const i18n = polyglotI18nProvider(() => ru, 'ru');
    const deleted = (count: number) => i18n.translate('ra.notification.deleted', { smart_count: count });
    expect(deleted(1)).toBe('Удалён 1 элемент');
    expect(deleted(3)).toBe('Удалено 3 элемента');
    expect(deleted(5)).toBe('Удалено 5 элементов');
    expect(deleted(21)).toBe('Удалён 21 элемент');
  });

  it.each(languages)('%s interpolates through polyglot', (language, messages) => {
    const i18n = polyglotI18nProvider(() => messages, language);
    const text = i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 });
    expect(text).toMatch(/1-10 \S+ 42/);
  });
});
