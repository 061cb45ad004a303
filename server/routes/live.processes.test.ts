/**
 * Scale-out: two API processes on one PostgreSQL database. A notification created through one arrives on the
 * other's event stream (LISTEN/NOTIFY), not only on the stream of the process that wrote it.
 * Runs in the PostgreSQL pass of the suite (DATABASE_URL set); the PGlite pass prints why it skips.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/serverProcess.js';
import { openStream } from '../test/sse.js';

const url = process.env.DATABASE_URL;
const DB = 'labhub_t_live_processes';
const children: ChildProcess[] = [];

function withDatabase(base: string, name: string) {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Starts `server/index.ts` on a free port on the database; resolves with its base URL. */
async function startServer(databaseUrl: string): Promise<string> {
  const { base, child } = await spawnServer({ DATABASE_URL: databaseUrl }, 60_000);
  children.push(child);
  return base;
}

afterAll(async () => {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.end();
  }
});

if (!url) {
  console.log('SKIPPED two-process live notifications: it runs in the PostgreSQL pass (DATABASE_URL), PGlite serves one process.');
}

describe.skipIf(!url)('two API processes on one PostgreSQL', () => {
  it('a notification created through process A arrives on the stream of process B', { timeout: 120_000 }, async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB}`);
    await admin.end();
    const databaseUrl = withDatabase(url!, DB);
    // A first: it migrates and seeds; B then opens the seeded database.
    const a = await startServer(databaseUrl);
    const b = await startServer(databaseUrl);
    expect(a).not.toBe(b);
    const login = await fetch(`${a}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@labhub.pk', password: 'Admin1234' }) });
    const token = (await login.json()).access_token as string;
    const onB = await openStream(b, token);
    const onA = await openStream(a, token);
    const res = await fetch(`${a}/api/auth/registerLab/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'twoprocess@example.pk', password: 'Register123', name: 'Two Process Lab', labname: 'Two Process Lab', address: 'Mall Road, Lahore', city: 'Lahore', contact_number: '0300-1111111', landline_number: '042-1111111', latitude: 31.5, longitude: 74.3 }),
    });
    expect(res.status).toBe(202);
    const [event] = await onB.waitFor(1, 5000);
    expect(event!.data).toMatchObject({ Title: 'New Lab Registration', Data: { type: 'Lab Verification', id: 'twoprocess@example.pk' } });
    const [same] = await onA.waitFor(1, 5000);
    expect(same!.id).toBe(event!.id);
    await onA.close();
    await onB.close();

    // Caches follow across processes: B has the lab user and a lab list cached; a block through A reaches B.
    const labLogin = await fetch(`${a}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'lab@labhub.pk', password: 'Lab12345' }) });
    const labToken = (await labLogin.json()).access_token as string;
    const me = () => fetch(`${b}/api/auth/me`, { headers: { authorization: `Bearer ${labToken}` } });
    expect((await me()).status).toBe(200);
    const listUrl = `${b}/api/profiles/getAllLabs?_start=0&_end=100&_sort=name&_order=ASC`;
    const adminGet = () => fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
    await adminGet();
    expect((await adminGet()).headers.get('x-read-cache')).toBe('hit');
    const blocked = await fetch(`${a}/api/profiles/blockLab/lab@labhub.pk`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ is_active: false }) });
    expect(blocked.status).toBe(200);
    await expect.poll(async () => (await me()).status, { timeout: 2000, interval: 20 }).toBe(401);
    await expect
      .poll(async () => ((await (await adminGet()).json()) as { email: string; is_active: boolean }[]).find((l) => l.email === 'lab@labhub.pk')?.is_active, { timeout: 2000, interval: 20 })
      .toBe(false);
  });
});
