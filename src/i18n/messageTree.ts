/** What the message tests compare: a language's messages against the English reference, key by key. */

/** `{ ra: { action: { add: 'Add' } } }` → `ra.action.add` → `'Add'`. */
export const flatten = (tree: object, prefix = ''): Map<string, string> => {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else if (typeof value === 'object' && value !== null)
      flatten(value, path).forEach((text, subPath) => entries.set(subPath, text));
  }
  return entries;
};

/** The `%{name}` placeholders of a message, sorted, each once. */
export const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(match => match[1]))].sort();

/** The reference's keys a language lacks, and the keys it has that the reference does not. */
export const keyDifferences = (reference: Map<string, string>, keys: Map<string, string>) => ({
  missing: [...reference.keys()].filter(key => !keys.has(key)),
  extra: [...keys.keys()].filter(key => !reference.has(key)),
});
