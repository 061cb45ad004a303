/**
 * Crash safety (issue 10): the server is killed with SIGKILL in the middle of a stream of writes — on a persisted
 * PGlite folder in the PGlite pass, on a PostgreSQL database in the PostgreSQL pass — then started again on the
 * same data: every write that got a 2xx is there, each with its audit row (one transaction), and the server works.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/serverProcess.js';

const url = process.env.DATABASE_URL;
const DB = 'labhub_t_crash';
const dir = mkdtempSync(join(tmpdir(), 'labhub-crash-'));
const children: ChildProcess[] = [];

function databaseUrl() {
  const u = new URL(url!);
  u.pathname = `/${DB}`;
  return u.toString();
}

async function startServer(): Promise<{ base: string; child: ChildProcess }> {
  const started = await spawnServer({ DATABASE_URL: url ? databaseUrl() : '', PGLITE_MEMORY: '', DATA_DIR: dir }, 90_000);
  children.push(started.child);
  return started;
}

async function adminToken(base: string) {
  const res = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@labhub.pk', password: 'Admin1234' }) });
  return ((await res.json()) as { access_token: string }).access_token;
}

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.end();
  }
});

describe(`kill -9 during writes (${url ? 'PostgreSQL' : 'PGlite data folder'})`, () => {
  it('every acknowledged write survives, with its audit row', { timeout: 180_000 }, async () => {
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${DB}`);
      await admin.end();
    }
    const first = await startServer();
    const token = await adminToken(first.base);
    const acked = new Map<number, string>();
    let attempts = 0;
    let stop = false;
    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const title = `Crash ${w}-${n}`;
        attempts++;
        try {
          const res = await fetch(`${first.base}/api/Inventory/CreateTest`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ Title: title, Description: `Written while the server is about to be killed (${title}).`.padEnd(120, '.'), PreConditions: 'None', LowerPriceLimit: 1, UpperPriceLimit: 2, AvgDuration: '1 Day' }),
          });
          if (res.status === 201) acked.set(((await res.json()) as { id: number }).id, title);
        } catch {
          // the server is gone: not acknowledged
          return;
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await new Promise((r) => setTimeout(r, 1500));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acked.size).toBeGreaterThan(5);

    const second = await startServer();
    const again = await adminToken(second.base);
    const headers = { authorization: `Bearer ${again}` };
    const tests = (await (await fetch(`${second.base}/api/Inventory/ViewTests`, { headers })).json()) as { id: number; Title: string }[];
    const present = new Map(tests.filter((t) => t.Title.startsWith('Crash ')).map((t) => [t.id, t.Title]));
    for (const [id, title] of acked) expect(present.get(id), `acknowledged test ${id} "${title}"`).toBe(title);
    // Atomic: every test that made it has its audit row, and no audit row points to a test that is not there.
    const audit = (await (await fetch(`${second.base}/api/audit?action=test.create&_start=0&_end=100000`, { headers })).json()) as { entity_id: string; details: { Title?: string } }[];
    const audited = new Set(audit.map((a) => Number(a.entity_id)));
    for (const id of present.keys()) expect(audited.has(id), `audit row of test ${id}`).toBe(true);
    for (const a of audit.filter((a) => a.details?.Title?.startsWith('Crash '))) expect(present.has(Number(a.entity_id)), `test ${a.entity_id} of an audit row`).toBe(true);
    // And it keeps working.
    const more = await fetch(`${second.base}/api/Inventory/CreateTest`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ Title: 'After the crash', Description: 'x'.repeat(120), PreConditions: 'None', LowerPriceLimit: 1, UpperPriceLimit: 2, AvgDuration: '1 Day' }),
    });
    expect(more.status).toBe(201);
    console.log(`crash (${url ? 'postgres' : 'pglite'}): ${attempts} writes attempted, ${acked.size} acknowledged before kill -9, all ${acked.size} present after restart (${present.size} in all)`);
    second.child.kill('SIGTERM');
  });
});
