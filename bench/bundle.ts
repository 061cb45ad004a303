/** Bundle: the initial JS and CSS of the production build (raw and gzip) and the largest lazy chunks. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib.js';

export function bundle() {
  execFileSync(`${ROOT}node_modules/.bin/vite`, ['build', '--logLevel', 'warn', '--outDir', '.tmp/bench-dist'], { cwd: ROOT, stdio: 'inherit' });
  const dist = join(ROOT, '.tmp', 'bench-dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
  const size = (file: string) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: statSync(join(dist, file)).size, gzip: gzipSync(bytes).length };
  };
  const all = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f)).map((f) => size(`assets/${f}`));
  const sum = (list: typeof all) => list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  return {
    initialJs: sum(all.filter((f) => initial.has(f.file) && f.file.endsWith('.js'))),
    initialCss: sum(all.filter((f) => initial.has(f.file) && f.file.endsWith('.css'))),
    lazy: all.filter((f) => !initial.has(f.file) && f.file.endsWith('.js')).sort((a, b) => b.raw - a.raw).slice(0, 6),
  };
}
