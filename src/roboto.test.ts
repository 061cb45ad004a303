import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import { describe, expect, it } from 'vitest';

import { theme } from './theme';

/** The declarations of src/fonts.css's "Roboto Fallback" face, by name. */
const fallbackFace = () => {
  const block = /@font-face\s*{([^}]*font-family:\s*'Roboto Fallback'[^}]*)}/.exec(
    readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8'),
  );
  if (!block) throw new Error('src/fonts.css declares no "Roboto Fallback" face');
  return Object.fromEntries([...block[1].matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]));
};

describe('Roboto Fallback', () => {
  it("scales the local Arial to Roboto's metrics (Capsize's figures), so the swap to Roboto moves no line", () => {
    const expected = Object.fromEntries(
      [...createFontStack([roboto, arial]).fontFaces.matchAll(/([a-z-]+):\s*([^;]+);/g)]
        .filter(([, name]) => name.endsWith('-override') || name === 'size-adjust')
        .map(([, name, value]) => [name, value]),
    );
    expect(Object.keys(expected)).toHaveLength(4);
    const face = fallbackFace();
    for (const [name, value] of Object.entries(expected)) expect(face[name], name).toBe(value);
    expect(face.src).toContain("local('Arial')");
  });

  it('follows Roboto in the theme, before any other face', () => {
    const families = String(theme.typography && 'fontFamily' in theme.typography && theme.typography.fontFamily)
      .split(',')
      .map(name => name.trim());
    expect(families.slice(0, 2)).toEqual(['Roboto', '"Roboto Fallback"']);
  });
});
