import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { AUDIT_ACTIONS, AUDITED_ENTITIES } from '../../contracts/history';
import * as messages from './messages';

const SERVER = join(__dirname, '../../server');

/** Every non-test TypeScript file of the server. */
const serverFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** The actions the server's `audit(…)` calls write: the `'area.verb'` literals among each call's arguments. */
const writtenActions = () => {
  const found = new Set<string>();
  for (const file of serverFiles(SERVER)) {
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(/\baudit\(([\s\S]*?)\);/g)) {
      for (const literal of call[1].matchAll(/'([a-zA-Z]+\.[a-z_]+)'/g)) found.add(literal[1]);
    }
  }
  return found;
};

const at = (tree: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

describe('audit actions', () => {
  const written = writtenActions();

  it('are exactly the actions the server writes (server/**/*.ts audit calls)', () => {
    expect(written.size).toBeGreaterThan(20);
    expect([...written].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it.each(Object.entries(messages))('each has a label of its own in %s', (_, language) => {
    const missing = AUDIT_ACTIONS.filter(action => {
      const label = at(language, ['actions', ...action.split('.')]);
      return typeof label !== 'string' || !label.trim() || label === action;
    });
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(messages))('each audited record type has a name in %s', (_, language) => {
    expect(AUDITED_ENTITIES.filter(entity => typeof at(language, ['filters', 'entity', entity]) !== 'string')).toEqual(
      [],
    );
  });
});
