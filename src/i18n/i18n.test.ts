import raEn from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { resources } from '../../resources';
import * as historyMessages from '../../resources/history/messages';
import de from './de';
import en from './en';
import es from './es';
import itMessages from './it';
import { mergeMessages } from './locales';
import { flatten, keyDifferences, placeholders } from './messageTree';
import raDe from './ra/de';
import raEs from './ra/es';
import raIt from './ra/it';
import raRu from './ra/ru';
import ru from './ru';

const english = flatten(en);
const languages: [string, typeof es][] = [
  ['es', es],
  ['de', de],
  ['ru', ru],
  ['it', itMessages],
];

/** Every registered resource (resources/index.ts) keeps its wording in resources/<name>/messages.ts. */
const resourceNames = resources.map(resource => resource.name).sort();

describe('application messages (app.*, and resources.* from resources/<folder>/messages.ts)', () => {
  it.each([['en', en] as [string, typeof es], ...languages])(
    '%s holds every resource’s messages, in its own language',
    (code, messages) => {
      expect(Object.keys(messages.resources).sort()).toEqual(resourceNames);
      expect(messages.resources.history).toEqual(historyMessages[code as keyof typeof historyMessages]);
    },
  );

  it.each(languages)('%s has exactly the English keys', (_, messages) => {
    expect(keyDifferences(english, flatten(messages))).toEqual({ missing: [], extra: [] });
  });

  it.each(languages)('%s uses the same placeholders as English', (_, messages) => {
    const keys = flatten(messages);
    const mismatches = [...english.entries()]
      .filter(([key, text]) => keys.has(key) && placeholders(text).join() !== placeholders(keys.get(key)!).join())
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it.each(languages)('%s has no empty message', (_, messages) => {
    const empty = [...flatten(messages).entries()].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

describe("SPEC's 'RS.' before the revenue figures", () => {
  it.each([
    ['en', en],
    ['es', es],
    ['de', de],
    ['ru', ru],
    ['it', itMessages],
  ])('%s: joined to its figure by a no-break space (a narrow card never wraps it away)', (_locale, messages) => {
    expect(messages.app.dashboard.revenue_amount).toBe('RS.\u00a0%{amount}');
  });
});

describe('mergeMessages (the app start’s merge of react-admin’s messages and the application’s)', () => {
  const sets: [string, object, object][] = [
    ['en', raEn, en],
    ['es', raEs, es],
    ['de', raDe, de],
    ['ru', raRu, ru],
    ['it', raIt, itMessages],
  ];
  it.each(sets)('%s: the same messages as react-admin’s mergeTranslations', (_, ra, app) => {
    expect(mergeMessages(ra, app)).toEqual(mergeTranslations(ra, app));
  });

  it('lays later trees over earlier ones without changing them', () => {
    const base = { ra: { action: { add: 'Add', edit: 'Edit' } }, only: 'base' };
    const over = { ra: { action: { add: 'Hinzufügen' }, page: { list: 'Liste' } } };
    expect(mergeMessages(base, over)).toEqual({
      ra: { action: { add: 'Hinzufügen', edit: 'Edit' }, page: { list: 'Liste' } },
      only: 'base',
    });
    expect(base.ra.action.add).toBe('Add');
  });
});
