import { describe, expect, it } from 'vitest';

import { resources } from '../../resources';
import * as historyMessages from '../../resources/history/messages';
import de from './de';
import en from './en';
import es from './es';
import itMessages from './it';
import { flatten, keyDifferences, placeholders } from './messageTree';
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
