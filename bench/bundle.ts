/**
 * Bundle: the initial JS and CSS of the production build (what index.html loads or preloads, raw and gzip), the
 * largest lazy chunks, and whether chart or map code leaked into the initial files (it must load only where drawn).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { ROOT } from './lib.js';

export interface Sized {
  file: string;
  raw: number;
  gzip: number;
  /** Brotli at quality 11: what the server sends (the build's .br files). */
  br: number;
}

/** The initial JavaScript at commit 1aa8f94 (English messages inline, the others lazy): the ceiling. */
export const INITIAL_JS_BEFORE = { raw: 1_037_289, gzip: 332_421, br: 288_205 };

export interface BundleReport {
  dist: string;
  buildMs?: number;
  initialJs: { raw: number; gzip: number; br: number; files: number };
  initialCss: { raw: number; gzip: number; br: number; files: number };
  /** Initial JS plus each other language's message chunks (loaded when that language is chosen). */
  languages: { code: string; raw: number; gzip: number; br: number; files: number }[];
  lazy: Sized[];
  lazyCount: number;
  /** Chart or map code found in the initial files (should be empty). */
  leaks: string[];
}

/** Markers of @mui/x-charts and Leaflet code in a built file. */
const MARKERS = { charts: 'MuiChartsSurface', maps: 'leaflet-container' };

export function sizeOf(dist: string, file: string): Sized {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    raw: statSync(join(dist, file)).size,
    gzip: gzipSync(bytes).length,
    br: brotliCompressSync(bytes).length,
  };
}

/** Builds the app into `.tmp/bench-dist` (or reuses `reuse` when it holds a build) and measures it. */
export function bundle(reuse?: string): BundleReport {
  let dist = join(ROOT, '.tmp', 'bench-dist');
  let buildMs: number | undefined;
  if (reuse && existsSync(join(reuse, 'index.html'))) dist = reuse;
  else {
    const t0 = performance.now();
    execFileSync(`${ROOT}node_modules/.bin/vite`, ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    buildMs = performance.now() - t0;
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(m => m[1]));
  const all = readdirSync(join(dist, 'assets'))
    .filter(f => /\.(js|css)$/.test(f))
    .map(f => sizeOf(dist, `assets/${f}`));
  const sum = (list: Sized[]) =>
    list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br, files: a.files + 1 }), {
      raw: 0,
      gzip: 0,
      br: 0,
      files: 0,
    });
  const initialFiles = all.filter(f => initial.has(f.file));
  const leaks = initialFiles
    .filter(f => f.file.endsWith('.js'))
    .flatMap(f => {
      const text = readFileSync(join(dist, f.file), 'utf8');
      return Object.entries(MARKERS)
        .filter(([, marker]) => text.includes(marker))
        .map(([what]) => `${what} in ${f.file}`);
    });
  const lazy = all.filter(f => !initial.has(f.file) && f.file.endsWith('.js')).sort((a, b) => b.gzip - a.gzip);
  const initialJs = sum(initialFiles.filter(f => f.file.endsWith('.js')));
  // Message chunks are named after their language's module (src/i18n/es.ts → assets/es-HASH.js).
  const languages = ['es', 'de', 'ru', 'it'].map(code => {
    const own = sum(lazy.filter(f => new RegExp(`^assets/${code}-[\\w-]{8}\\.js$`).test(f.file)));
    return {
      code,
      raw: initialJs.raw + own.raw,
      gzip: initialJs.gzip + own.gzip,
      br: initialJs.br + own.br,
      files: initialJs.files + own.files,
    };
  });
  return {
    dist,
    buildMs,
    initialJs,
    languages,
    initialCss: sum(initialFiles.filter(f => f.file.endsWith('.css'))),
    lazy: lazy.slice(0, 6),
    lazyCount: lazy.length,
    leaks,
  };
}
