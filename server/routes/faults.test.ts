/**
 * The database's bad moments, on a server process of its own (PostgreSQL pass): PostgreSQL ending every connection,
 * and the database refusing connections for a while. The process must keep running, answer 503 (never 500) while the
 * database is away, report it on /api/health, and serve again by itself once the database is back.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { openDatabase } from '../db/client.js';
import { startLiveHub } from '../lib/live.js';
import { WRITES_CHANNEL } from '../lib/readCache.js';
import { adminQuery, openTestDatabase, testDatabaseName } from '../test/harness.js';
import { onPostgres, tokenOf, useProcesses } from '../test/serverProcess.js';

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

/** Ends every session on database `name` but the caller's: what a restart, a failover or an idle reaper does. */
async function terminateAll(url: string, name: string): Promise<number> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function get(base: string, path: string, token?: string) {
  const res = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** Polls `path` until it answers 200: the statuses seen and the time it took. */
async function untilOk(base: string, path: string, token: string | undefined, limitMs: number) {
  const started = Date.now();
  const statuses: number[] = [];
  while (Date.now() - started < limitMs) {
    const { status } = await get(base, path, token);
    statuses.push(status);
    if (status === 200) return { statuses, ms: Date.now() - started };
    await sleep(100);
  }
  return { statuses, ms: Infinity };
}

describe.skipIf(!onPostgres)('the database goes away, the API process does not (PostgreSQL)', () => {
  const procs = useProcesses();

  it('PostgreSQL ending every connection (idle and busy): the process keeps running and serves again within 5 s', async () => {
    const name = testDatabaseName('faults_end');
    const url = await procs.database('faults_end', { seeded: true });
    const server = await procs.server({ DATABASE_URL: url });
    const token = await tokenOf(server.base);
    // Several pooled connections open (distinct pages, so the read cache answers none of them).
    const warm = await Promise.all(
      Array.from({ length: 8 }, (_, i) => get(server.base, `/api/profiles/getAllLabs?_start=0&_end=${i + 1}`, token)),
    );
    expect(warm.map(r => r.status)).toEqual(Array(8).fill(200));

    // Idle connections ended: the pool's and the listener's.
    expect(await terminateAll(process.env.DATABASE_URL!, name)).toBeGreaterThanOrEqual(2);
    await sleep(2000);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    const back = await untilOk(server.base, '/api/profiles/getAllLabs?_start=0&_end=3&q=a', token, 5000);
    expect(back.ms, `statuses ${back.statuses.join(',')}`).toBeLessThan(5000);
    expect(back.statuses.filter(s => s >= 500 && s !== 503)).toEqual([]);

    // Busy connections ended, with requests in flight: each of those answers 200 or 503, none 500.
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      get(server.base, `/api/Appointments/getaccountspayable?_start=0&_end=${i + 10}`, token),
    );
    await sleep(20);
    await terminateAll(process.env.DATABASE_URL!, name);
    const answers = await Promise.all(inFlight);
    for (const a of answers) expect([200, 503], a.body).toContain(a.status);
    await sleep(1000);
    expect(server.child.exitCode).toBeNull();
    const again = await untilOk(server.base, '/api/Appointments/getaccountspayable?_start=0&_end=2', token, 5000);
    expect(again.ms, `statuses ${again.statuses.join(',')}`).toBeLessThan(5000);
    expect(server.output()).toMatch(/database: a connection was lost/);
  });

  it('the database refusing connections: every request 503 with Retry-After, health says down; back by itself', async () => {
    const name = testDatabaseName('faults_away');
    const url = await procs.database('faults_away', { seeded: true });
    const server = await procs.server({ DATABASE_URL: url });
    const token = await tokenOf(server.base);
    expect(JSON.parse((await get(server.base, '/api/health')).body)).toMatchObject({ status: 'ok', database: 'up' });
    const admin = process.env.DATABASE_URL!;
    // As in maintenance: new connections refused, the open ones ended.
    await adminQuery(admin, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    try {
      await terminateAll(admin, name);
      await sleep(300);
      const probes = [
        () => get(server.base, '/api/profiles/getAllLabs?_start=0&_end=5', token),
        () => get(server.base, '/api/Appointments/getaccountspayable?_start=0&_end=5', token),
        () => get(server.base, '/api/auth/me', token),
        () => get(server.base, '/api/profiles/getAllLabs?_start=0&_end=5'),
        () =>
          fetch(`${server.base}/api/auth/login/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'admin@labhub.pk', password: 'Admin1234' }),
          }).then(async r => ({ status: r.status, headers: r.headers, body: await r.text() })),
      ];
      const answers = [];
      for (let round = 0; round < 4; round++) for (const probe of probes) answers.push(await probe());
      for (const a of answers) {
        expect(a.status, a.body).toBe(503);
        expect(a.headers.get('retry-after')).toBe('5');
        expect((JSON.parse(a.body) as { detail: string }).detail).toMatch(/database is unavailable/i);
      }
      const health = await get(server.base, '/api/health');
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');
      expect(JSON.parse(health.body)).toMatchObject({ status: 'unavailable', database: 'down' });
      expect(server.child.exitCode).toBeNull();
    } finally {
      await adminQuery(admin, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    }
    const back = await untilOk(server.base, '/api/profiles/getAllLabs?_start=0&_end=5', token, 5000);
    expect(back.ms, `statuses ${back.statuses.join(',')}`).toBeLessThan(5000);
    expect((await get(server.base, '/api/health')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it(
    'two servers started at once on an empty database with the demo: both come up, the demo seeded once',
    { timeout: 300_000 },
    async () => {
      const url = await procs.database('faults_seed');
      const env = { DATABASE_URL: url, LABHUB_DEMO: '1' };
      const [a, b] = await Promise.all([procs.server(env, 280_000), procs.server(env, 280_000)]);
      for (const s of [a, b]) expect((await get(s.base, '/api/health')).status).toBe(200);
      // One of them seeded, the other waited for the lock and found it done.
      expect([a, b].filter(s => /seeding demo data… done/.test(s.output()))).toHaveLength(1);
      const pg = (await import('pg')).default;
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const { rows } = await check.query<{ admins: number; labs: number }>(
          `select (select count(*)::int from users where email = 'admin@labhub.pk') as admins,
                  (select count(*)::int from labs) as labs`,
        );
        expect(rows[0].admins).toBe(1);
        expect(rows[0].labs).toBeGreaterThan(0);
      } finally {
        await check.end();
      }
      for (const s of [a, b]) expect((await get(s.base, '/api/auth/me', await tokenOf(s.base))).status).toBe(200);
    },
  );

  it('a date PostgreSQL refuses (year 0) is a 400, and the process goes on', async () => {
    const url = await procs.database('faults_dates', { seeded: true });
    const server = await procs.server({ DATABASE_URL: url });
    const token = await tokenOf(server.base);
    for (const query of ['at_lte=0000-01-01', 'at_lte=0000-01-01&_start=0&_end=10', 'at_gte=0000-01-01&_sort=at']) {
      const res = await get(server.base, `/api/audit?${query}`, token);
      expect(res.status, res.body).toBe(400);
    }
    await sleep(500);
    expect(server.child.exitCode).toBeNull();
    expect((await get(server.base, '/api/audit?_start=0&_end=1', token)).status).toBe(200);
  });
});

describe.skipIf(!onPostgres)('live notifications between processes resume by themselves (PostgreSQL)', () => {
  it('the LISTEN connection ended while the database refuses connections: retried with backoff until it is back', async () => {
    const database = await openTestDatabase();
    const name = new URL(database.url!).pathname.slice(1);
    const admin = process.env.DATABASE_URL!;
    const lines: string[] = [];
    let remoteWrites = 0;
    const hub = await startLiveHub(database, {
      log: line => lines.push(line),
      onCommitHeard: () => remoteWrites++,
      reconnectDelayMs: 200,
      maxReconnectDelayMs: 1000,
    });
    const announce = () => database.pool!.query('select pg_notify($1, $2)', [WRITES_CHANNEL, 'another-process']);
    const heard = async (limitMs: number) => {
      const before = remoteWrites;
      const started = Date.now();
      while (Date.now() - started < limitMs) {
        await announce().catch(() => {});
        await sleep(100);
        if (remoteWrites > before) return true;
      }
      return false;
    };
    try {
      expect(await heard(2000)).toBe(true);
      // The database refuses new connections; the listener's own is ended (and the pool's).
      await adminQuery(admin, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      try {
        await terminateAll(admin, name);
        // Several reconnects fail meanwhile (200 ms, 400 ms, 800 ms, then every second).
        await sleep(2500);
        expect(lines.filter(l => /reconnect failed/.test(l)).length).toBeGreaterThanOrEqual(2);
      } finally {
        await adminQuery(admin, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
      }
      // Back within the longest delay (1 s here), then announcements are heard again.
      expect(await heard(3000)).toBe(true);
      expect(lines.some(l => /listener reconnected after \d+ attempt/.test(l))).toBe(true);
      // Ended once more, with the database accepting: back again.
      await terminateAll(admin, name);
      await sleep(300);
      expect(await heard(3000)).toBe(true);
    } finally {
      await hub.close();
      await database.close();
    }
  });
});

describe('expired sessions are purged', () => {
  it('at start: rows of sessions past their end are deleted, live ones kept (then every hour)', async () => {
    const database = await openTestDatabase();
    try {
      const { sql } = await import('drizzle-orm');
      const { queryRows } = await import('../db/client.js');
      const { buildApp } = await import('../app.js');
      const { JWT_SECRET } = await import('../test/harness.js');
      await database.db.execute(
        sql`insert into sessions (id, user_id, refresh_hash, created_at, last_used_at, expires_at) values
              ('expired-a', 1, 'x', now() - interval '40 days', now() - interval '10 days', now() - interval '3 days'),
              ('expired-b', 1, 'x', now() - interval '8 days', now() - interval '8 days', now() - interval '1 minute'),
              ('live-c', 1, 'x', now(), now(), now() + interval '7 days')`,
      );
      const app = await buildApp({ database, jwtSecret: JWT_SECRET, staticDir: false });
      await app.close();
      const rows = await queryRows<{ id: string }>(
        database.db,
        sql`select id from sessions where id in ('expired-a', 'expired-b', 'live-c') order by id`,
      );
      expect(rows.map(r => r.id)).toEqual(['live-c']);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!onPostgres)('the pool keeps its connections (PostgreSQL)', () => {
  it("the server's pool keeps the connections it opened past the 10 s idle close; a tool's lets them go", async () => {
    const seeded = await openTestDatabase();
    try {
      const open = (keepConnections: boolean) =>
        openDatabase({ kind: 'postgres', url: seeded.url!, max: 3, keepConnections });
      const [kept, released] = await Promise.all([open(true), open(false)]);
      try {
        // The server's are opened at the start, each having planned a read of every table (its catalog cached); a
        // tool's are opened when asked for (the one the migrations used is left idle).
        expect([kept.pool!.totalCount, kept.pool!.idleCount, released.pool!.totalCount]).toEqual([3, 3, 1]);
        // Three statements at once: three connections in each pool.
        for (const database of [kept, released])
          await Promise.all([0, 1, 2].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
        expect([kept.pool!.totalCount, released.pool!.totalCount]).toEqual([3, 3]);
        await sleep(10_600);
        expect([kept.pool!.totalCount, released.pool!.totalCount]).toEqual([3, 0]);
      } finally {
        await Promise.all([kept.close(), released.close()]);
      }
    } finally {
      await seeded.close();
    }
  }, 30_000);
});
