/**
 * Private files: restrictTree makes a data folder's folders 0700 and files 0600, and passes over what is removed while
 * it walks (a closing PGlite's temporary files, a folder deleted beside a closing server) instead of failing.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('node:fs', async original => {
  const real = await original<typeof import('node:fs')>();
  return { ...real, readdirSync: vi.fn(real.readdirSync) };
});

const { restrictTree } = await import('./fileModes.js');
const realReaddir = (await vi.importActual<typeof import('node:fs')>('node:fs')).readdirSync;

const mode = (path: string) => statSync(path).mode & 0o777;

describe('restrictTree', () => {
  let dir = '';
  afterEach(() => {
    vi.mocked(readdirSync).mockImplementation(realReaddir);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const tree = () => {
    dir = mkdtempSync(join(tmpdir(), 'labhub-modes-'));
    mkdirSync(join(dir, 'base'));
    writeFileSync(join(dir, 'base', 'table'), 'rows');
    chmodSync(join(dir, 'base'), 0o755);
    chmodSync(join(dir, 'base', 'table'), 0o666);
    return dir;
  };

  it('makes folders 0700 and files 0600', () => {
    restrictTree(tree());
    expect([mode(dir), mode(join(dir, 'base')), mode(join(dir, 'base', 'table'))]).toEqual([0o700, 0o700, 0o600]);
  });

  it('passes over a file and a folder removed while it walks, and still restricts the rest', () => {
    tree();
    // The folder lists a file and a folder that are gone by the time the walk reaches them.
    vi.mocked(readdirSync).mockImplementation(((path: string) =>
      path === dir ? ['gone-file', 'gone-folder', ...realReaddir(path)] : realReaddir(path)) as typeof readdirSync);
    expect(() => restrictTree(dir)).not.toThrow();
    expect([mode(join(dir, 'base')), mode(join(dir, 'base', 'table'))]).toEqual([0o700, 0o600]);
  });
});
