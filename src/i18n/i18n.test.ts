import { describe, expect, it } from 'vitest';

import en from './en';
import es from './es';
import de from './de';
import ru from './ru';
import itMessages from './it';
import { resourceMessages } from './resourceMessages';

type Tree = { readonly [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
    const entries = new Map<string, string>();
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') entries.set(path, value);
        else flatten(value, path).forEach((v, k) => entries.set(k, v));
    }
    return entries;
};

const placeholders = (text: string): string[] =>
    [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(match => match[1]))].sort();

const english = flatten(en);
const languages: [string, Tree][] = [
    ['es', es],
    ['de', de],
    ['ru', ru],
    ['it', itMessages],
];

describe('application messages', () => {
    it.each(languages)('%s has exactly the English keys', (_, messages) => {
        const keys = flatten(messages);
        const missing = [...english.keys()].filter(key => !keys.has(key));
        const extra = [...keys.keys()].filter(key => !english.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
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

describe('messages the resources bring themselves (ResourceDefinition.messages)', () => {
    const englishOwn = flatten(resourceMessages('en') as Tree);
    const codes = ['es', 'de', 'ru', 'it'] as const;

    it('exist, and none repeats a key of src/i18n/en.ts', () => {
        expect(englishOwn.size).toBeGreaterThan(0);
        expect([...englishOwn.keys()].filter(key => english.has(key))).toEqual([]);
    });

    it.each(codes)('%s has exactly the English keys, the same placeholders and no empty message', code => {
        const keys = flatten(resourceMessages(code) as Tree);
        const missing = [...englishOwn.keys()].filter(key => !keys.has(key));
        const extra = [...keys.keys()].filter(key => !englishOwn.has(key));
        const placeholdersDiffer = [...englishOwn.entries()].filter(([key, text]) => keys.has(key) && placeholders(text).join() !== placeholders(keys.get(key)!).join()).map(([key]) => key);
        const empty = [...keys.entries()].filter(([, text]) => text.trim() === '').map(([key]) => key);
        expect({ missing, extra, placeholdersDiffer, empty }).toEqual({ missing: [], extra: [], placeholdersDiffer: [], empty: [] });
    });
});
