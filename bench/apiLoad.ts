/**
 * API under load: 100,000 labs (and proportional orders) on PGlite, the paged/sorted/searched lab list and the
 * payables list hit with 50 connections; the same rows served by json-server and hit on the equivalent URLs.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fmt, load, ROOT, start, stop, waitFor, type LoadResult } from './lib.js';

const LABS = Number(process.env.BENCH_LABS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DIR = join(ROOT, '.tmp', `bench-${LABS}`);
const API_PORT = 8190;
const JSON_PORT = 8191;

const SCENARIOS = [
  { name: 'Labs: page 11 of 10, sorted by name', api: '/api/profiles/getAllLabs?_start=100&_end=110&_sort=name&_order=ASC', json: '/labs?_start=100&_end=110&_sort=name&_order=asc' },
  { name: 'Labs: search "lahore", sorted by name, first page', api: '/api/profiles/getAllLabs?_start=0&_end=10&_sort=name&_order=ASC&q=lahore', json: '/labs?_start=0&_end=10&_sort=name&_order=asc&q=lahore' },
  { name: 'Payables: first page of 5, orderId descending', api: '/api/Appointments/getaccountspayable?_start=0&_end=5&_sort=orderId&_order=DESC', json: '/payables?_start=0&_end=5&_sort=orderId&_order=desc' },
];

export interface ApiLoadReport {
  labs: number;
  seconds: number;
  connections: number;
  seedSeconds?: number;
  rows: { labs: number; payables: number };
  results: { name: string; api: LoadResult; jsonServer: LoadResult }[];
}

export async function apiLoad(): Promise<ApiLoadReport> {
  let seedSeconds: number | undefined;
  const marker = join(DIR, 'seeded');
  if (!existsSync(marker)) {
    mkdirSync(DIR, { recursive: true });
    console.log(`Seeding ${fmt(LABS)} labs into ${DIR} …`);
    const t0 = performance.now();
    execFileSync(`${ROOT}node_modules/.bin/tsx`, ['server/db/seedCli.ts', '--labs', String(LABS), '--reset'], { cwd: ROOT, env: { ...process.env, DATA_DIR: DIR, DATABASE_URL: '' }, stdio: 'inherit' });
    seedSeconds = (performance.now() - t0) / 1000;
    writeFileSync(marker, new Date().toISOString());
  }

  const server = start('tsx', ['server/index.ts'], { DATA_DIR: DIR, PORT: String(API_PORT), HOST: '127.0.0.1', DATABASE_URL: '', STATIC_DIR: join(DIR, 'no-app'), JWT_SECRET: 'bench' });
  let jsonServer: ReturnType<typeof start> | undefined;
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
    const login = await fetch(`http://127.0.0.1:${API_PORT}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@labhub.pk', password: 'Admin1234' }) });
    const token = (await login.json()).refresh_token as string;
    const headers = { authorization: `Bearer ${token}` };

    // The same rows for json-server, taken from the API's whole lists.
    const get = async (path: string) => (await fetch(`http://127.0.0.1:${API_PORT}${path}`, { headers })).json();
    const labs = await get('/api/profiles/getAllLabs');
    const payables = await get('/api/Appointments/getaccountspayable');
    const dbFile = join(DIR, 'json-server-db.json');
    writeFileSync(dbFile, JSON.stringify({ labs, payables }));
    jsonServer = start('json-server', [ '--quiet', '--read-only', '--port', String(JSON_PORT), '--host', '127.0.0.1', dbFile]);
    await waitFor(`http://127.0.0.1:${JSON_PORT}/labs?_start=0&_end=1`);

    const results = [];
    for (const s of SCENARIOS) {
      console.log(`Load: ${s.name} (${CONNECTIONS} connections, ${SECONDS} s each)`);
      const api = await load(`http://127.0.0.1:${API_PORT}${s.api}`, { connections: CONNECTIONS, seconds: SECONDS, headers });
      const js = await load(`http://127.0.0.1:${JSON_PORT}${s.json}`, { connections: CONNECTIONS, seconds: SECONDS });
      results.push({ name: s.name, api, jsonServer: js });
    }
    return { labs: LABS, seconds: SECONDS, connections: CONNECTIONS, seedSeconds, rows: { labs: labs.length, payables: payables.length }, results };
  } finally {
    if (jsonServer) await stop(jsonServer);
    await stop(server);
  }
}
