/**
 * `npm run bench [apiLoad|coldStart|bundle …]`: runs the benchmarks, prints their figures and writes them into
 * docs/PERFORMANCE.md between the bench markers, with the machine's description.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiLoad, type ApiLoadReport } from './apiLoad.js';
import { bundle } from './bundle.js';
import { coldStart } from './coldStart.js';
import { fmt, machine, ROOT } from './lib.js';

const wanted = new Set(process.argv.slice(2));
const all = wanted.size === 0;
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} kB`;
const sections: string[] = [`Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`];

if (all || wanted.has('apiLoad')) {
  const r: ApiLoadReport = await apiLoad();
  const lines = [
    `### API under load (${fmt(r.labs)} labs, ${fmt(r.rows.payables)} payables; ${r.connections} connections, ${r.seconds} s per run; autocannon in a second process)`,
    '',
    r.seedSeconds ? `Seeding took ${fmt(r.seedSeconds, 1)} s.\n` : 'Seeded data reused from an earlier run.\n',
    '| Scenario | LabHub API req/s | p50 | p99 | json-server req/s | p50 | p99 | throughput × | p99 ÷ |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.results.map(
      ({ name, api, jsonServer: j }) =>
        `| ${name} | ${fmt(api.requestsPerSecond, 1)} | ${api.p50} ms | ${api.p99} ms | ${fmt(j.requestsPerSecond, 1)} | ${j.p50} ms | ${j.p99} ms | ${fmt(api.requestsPerSecond / Math.max(j.requestsPerSecond, 0.01), 1)} | ${fmt(j.p99 / Math.max(api.p99, 1), 1)} |`,
    ),
    '',
    `Errors / non-2xx: ${r.results.map((x) => `${x.api.errors + x.api.non2xx} (API), ${x.jsonServer.errors + x.jsonServer.non2xx} (json-server)`).join('; ')}.`,
  ];
  sections.push(lines.join('\n'));
}
if (all || wanted.has('coldStart')) {
  const r = await coldStart();
  sections.push(['### Cold start (start → first 200 on /api/health)', '', '| Case | Time |', '|---|---|', `| Fresh PGlite data folder (create, migrate, seed) | ${fmt(r.freshMs / 1000, 2)} s |`, `| Existing data folder (median of 3) | ${fmt(r.existingMs / 1000, 2)} s |`].join('\n'));
}
if (all || wanted.has('bundle')) {
  const r = bundle();
  sections.push(
    [
      '### Bundle (vite build)',
      '',
      '| Item | Raw | Gzip |',
      '|---|---|---|',
      `| Initial JS | ${kb(r.initialJs.raw)} | ${kb(r.initialJs.gzip)} |`,
      `| Initial CSS | ${kb(r.initialCss.raw)} | ${kb(r.initialCss.gzip)} |`,
      ...r.lazy.map((c) => `| lazy ${c.file.replace(/^assets\//, '')} | ${kb(c.raw)} | ${kb(c.gzip)} |`),
    ].join('\n'),
  );
}

const report = sections.join('\n\n');
console.log(`\n${report}\n`);
const file = join(ROOT, 'docs', 'PERFORMANCE.md');
const doc = readFileSync(file, 'utf8');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
const block = `${START}\n${report}\n${END}`;
writeFileSync(file, doc.includes(START) ? doc.replace(new RegExp(`${START}[\\s\\S]*${END}`), block) : `${doc.trimEnd()}\n\n## Benchmarks (npm run bench)\n\n${block}\n`);
console.log(`Written to ${file}`);
