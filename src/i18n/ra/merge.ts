import englishMessages from 'ra-language-english';

import type { DeepMerge, MessageTree, RaMessages } from './types';

/**
 * The default export of a language pack, whatever the loader. `ra-language-russian` ships CommonJS
 * with `exports.default` for Node and ESM for bundlers: Vite hands over the messages, while Node's
 * ESM loader (tsx, scripts) hands over `{ default: messages }`.
 */
export const packMessages = <T>(imported: T): T => {
  const module = imported as { ra?: unknown; default?: T };
  return module && typeof module === 'object' && !('ra' in module) && 'default' in module
    ? (module.default as T)
    : imported;
};

const isTree = (value: unknown): value is MessageTree => typeof value === 'object' && value !== null;

/** Merges `override` into `base` recursively, without touching either. */
export const deepMerge = <Base extends object, Override extends object>(
  base: Base,
  override: Override,
): DeepMerge<Base, Override> => {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? deepMerge(current, value) : value;
  }
  return merged as DeepMerge<Base, Override>;
};

/**
 * Keeps only the keys `ra-language-english` has, in its order, and so drops what older packs
 * still ship for react-admin 3 (e.g. `ra.navigation.prev`). A key English has and `messages`
 * lacks stays absent, for the type checker and `ra.test.ts` to report.
 */
export const onlyEnglishKeys = (messages: RaMessages): RaMessages => {
  const pick = (reference: MessageTree, source: MessageTree): MessageTree => {
    const picked: Record<string, string | MessageTree> = {};
    for (const [key, value] of Object.entries(reference)) {
      const found = source[key];
      if (found === undefined) continue;
      picked[key] = isTree(value) && isTree(found) ? pick(value, found) : found;
    }
    return picked;
  };
  return pick(englishMessages as MessageTree, messages) as RaMessages;
};
