/**
 * The global search (GET /api/search) at scale on PostgreSQL: `npx tsx bench/search.ts [--labs 100000] [--runs 7]`.
 *
 * Creates the database `labhub_bench_search` on BENCH_DATABASE_URL's server (default postgres@127.0.0.1:5432), migrates
 * and seeds it (100,000 labs → 400,000 orders), then for each query times the search's first page — every group the
 * administrator searches, as the route answers it (server/repos/search.ts `searchAll`), with no response cache in
 * front — and prints the first run and the median of the others, and each statement's plan (EXPLAIN): the index it
 * reads, and any sequential scan of a large table. Drops the database at the end (`--keep` keeps it).
 * `--database NAME` times an already seeded and migrated database of that name instead, and leaves it alone.
 */
import { parseArgs } from 'node:util';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { openDatabase, queryRows } from '../server/db/client.js';
import { seed } from '../server/db/seed/index.js';
import { invoiceNumber } from '../server/repos/invoices.js';
import { groupsOf, groupStatements, searchAll, type SearchScope } from '../server/repos/search.js';
import { machine } from './lib.js';

const { values } = parseArgs({
  options: {
    labs: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '7' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});
const LABS = Number(values.labs);
const RUNS = Number(values.runs);
const DB_NAME = values.database ?? 'labhub_bench_search';
/** An existing database (`--database`): neither created, seeded nor dropped here. */
const EXISTING = values.database !== undefined;
const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

async function admin(statement: string) {
  const u = new URL(base);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

console.log(`bench/search.ts — ${machine()}`);
if (!EXISTING) {
  await admin(`drop database if exists ${pg.escapeIdentifier(DB_NAME)} with (force)`);
  await admin(`create database ${pg.escapeIdentifier(DB_NAME)}`);
}
const url = new URL(base);
url.pathname = `/${DB_NAME}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
try {
  const db = database.db;
  const seedStart = performance.now();
  if (!EXISTING) {
    await seed(db, { labs: LABS });
    await queryRows(db, sql`analyze`);
  }
  const [counts] = await queryRows<{ labs: number; orders: number; patients: number; staff: number; tests: number }>(
    db,
    sql`select (select count(*)::int from labs) as labs, (select count(*)::int from orders) as orders,
        (select count(*)::int from users where role = 'patient') as patients,
        (select count(*)::int from staff) as staff, (select count(*)::int from tests) as tests`,
  );
  console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`);

  // The texts: picked from the seeded rows (the middle of each table), so every exact kind has its record.
  const [lab] = await queryRows<{ id: number; email: string; contact_number: string; name: string; city: string }>(
    db,
    sql`select id, email, contact_number, name, city from labs order by id offset ${Math.floor(counts.labs / 2)} limit 1`,
  );
  const [member] = await queryRows<{ cnic: string }>(db, sql`select cnic from staff order by id offset 10 limit 1`);
  const [patient] = await queryRows<{ email: string }>(
    db,
    sql`select email from users where role = 'patient' order by id offset 100 limit 1`,
  );
  const orderId = Math.floor(counts.orders / 2);
  const nameWord = lab.name.split(/\s+/).find(w => w.length >= 4) ?? lab.name.slice(0, 4);
  const queries: [string, string][] = [
    ['name fragment (4 letters)', nameWord.slice(0, 4).toLowerCase()],
    ['name fragment, common ("lab")', 'lab'],
    ['name word', nameWord],
    ['city', lab.city],
    ['two letters (name prefix)', lab.name.slice(0, 2)],
    ['exact lab email', lab.email],
    ['exact lab phone', lab.contact_number],
    ['exact patient email', patient.email],
    ['exact staff CNIC', member.cnic],
    ['order id', String(orderId)],
    ['invoice number', invoiceNumber(orderId)],
    ['no match', 'zzqxw'],
    ['no match, 3 letters', 'zqx'],
  ];
  const scopes: [string, SearchScope][] = [
    ['administrator', { kind: 'all' }],
    ['lab user', { kind: 'lab', labId: lab.id }],
  ];

  const rows: string[] = [];
  const seqScans: string[] = [];
  for (const [scopeName, scope] of scopes) {
    for (const [label, q] of queries) {
      const times: number[] = [];
      let reply: Awaited<ReturnType<typeof searchAll>> = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        reply = await searchAll(db, q, scope, 5);
        times.push(performance.now() - t0);
      }
      const [first, ...rest] = times;
      const found = reply.map(g => `${g.group} ${g.items.length}${g.items[0]?.exact ? ' (exact first)' : ''}`);
      rows.push(
        `| ${scopeName} | ${label} | \`${q}\` | ${first.toFixed(1)} | ${median(rest).toFixed(1)} | ${found.join(', ') || '—'} |`,
      );
      // The plans of every statement the page ran.
      for (const group of groupsOf(scope)) {
        for (const statement of await groupStatements(db, group, q, scope, 5)) {
          const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${statement}`);
          const lines = plan.map(p => p['QUERY PLAN']);
          // A sequential scan right under a Limit stops at that many matching rows (the search's probe of at most
          // RANKED_WHOLE + 1 matches, when PostgreSQL expects many): named as such.
          const scans = lines.flatMap((line, i) => {
            const m = /Seq Scan on (\w+)/.exec(line);
            if (!m) return [];
            return [/^\s*(->\s*)?Limit\b/.test(lines[i - 1] ?? '') ? `${m[1]} (under a Limit)` : m[1]];
          });
          if (scans.length) seqScans.push(`${scopeName} · ${label} · ${group}: Seq Scan on ${scans.join(', ')}`);
        }
      }
    }
  }
  console.log(`\nFirst page of every group (5 per group), ms: the first run, then the median of ${RUNS - 1}.\n`);
  console.log('| Who | Query | Text | First (ms) | Median (ms) | Groups found |');
  console.log('|---|---|---|---:|---:|---|');
  for (const row of rows) console.log(row);
  console.log(
    seqScans.length
      ? `\nSequential scans:\n${seqScans.join('\n')}`
      : '\nNo sequential scan in any statement (EXPLAIN of each group of each query, both scopes).',
  );
} finally {
  await database.close();
  if (!values.keep && !EXISTING) await admin(`drop database if exists ${pg.escapeIdentifier(DB_NAME)} with (force)`);
}
