/**
 * Correct under concurrency: one pending financial-aid request per appointment, enforced by the database;
 * migrations under an advisory lock so that processes started together on an empty database all come up.
 */
import { readFileSync } from 'node:fs';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { DEMO_SHARED_PASSWORD } from '../db/seed/index.js';
import { onPostgres, useProcesses } from '../test/serverProcess.js';
import { useTestApp } from '../test/suite.js';

const t = useTestApp({}, { listen: true });
const processes = useProcesses();

describe('one pending financial-aid request per appointment', () => {
  it('10 concurrent requests for one appointment: one is created, nine get 409 in the API error shape', async () => {
    const [row] = await queryRows<{ email: string; appointment_id: number; price: number }>(
      t.database.db,
      sql`select u.email, a.id as appointment_id, a.price from users u join appointments a on a.patient_id = u.id
          where u.role = 'patient' and u.is_active and not exists (select 1 from financial_aid f where f.appointment_id = a.id)
          order by a.id desc limit 1`,
    );
    const login = await fetch(`${t.base}/api/auth/patientLogin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: row.email, password: DEMO_SHARED_PASSWORD }),
    });
    const token = (await login.json()).access_token as string;
    const body = JSON.stringify({
      Appointment_id: row.appointment_id,
      Amount: Math.min(500, row.price),
      Phone_Number: '0300-7654321',
      Address: 'House 1, Lahore',
      Description: 'Cannot afford it',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${t.base}/api/Finance/requestFA`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        }),
      ),
    );
    const statuses = answers.map(a => a.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const a of answers.filter(a => a.status === 409))
      expect(await a.json()).toEqual({
        detail: 'A request for this appointment is already waiting for a decision.',
        errors: { Appointment_id: 'Already requested' },
      });
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select cast(count(*) as integer) as n from financial_aid where appointment_id = ${row.appointment_id} and status = 'Pending Response'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('the read caches', () => {
  it('are emptied only by a successful write: unauthenticated, forbidden and failing writes leave them', async () => {
    const url = '/api/profiles/getAllLabs?_start=0&_end=5&_sort=name&_order=ASC';
    await t.call({ method: 'GET', url });
    expect((await t.call({ method: 'GET', url })).headers['x-read-cache']).toBe('hit');
    expect((await t.call({ method: 'DELETE', url: '/api/Inventory/DeleteTest/1', token: null })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'DELETE', url: '/api/Inventory/DeleteTest/1', token: 'forged.token.value' })).statusCode,
    ).toBe(401);
    expect((await t.call({ method: 'DELETE', url: '/api/Inventory/DeleteTest/1', token: t.labToken })).statusCode).toBe(
      403,
    );
    expect((await t.call({ method: 'DELETE', url: '/api/Inventory/DeleteTest/2147483000' })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: '/api/profiles/blockLab/lab@labhub.pk', payload: {} })).statusCode).toBe(
      422,
    );
    expect((await t.call({ method: 'GET', url })).headers['x-read-cache']).toBe('hit');
    // A successful write does empty it.
    expect(
      (await t.call({ method: 'PUT', url: '/api/profiles/blockLab/lab@labhub.pk', payload: { is_active: false } }))
        .statusCode,
    ).toBe(200);
    expect((await t.call({ method: 'GET', url })).headers['x-read-cache']).toBeUndefined();
    expect(
      (await t.call({ method: 'PUT', url: '/api/profiles/unblockLab/lab@labhub.pk', payload: { is_active: true } }))
        .statusCode,
    ).toBe(200);
  });
});

describe.skipIf(!onPostgres)('read-after-write across processes (PostgreSQL)', () => {
  it(
    'right after a write acknowledged by one process, a read on another returns the new data, while others read there: 20 times in 20',
    { timeout: 60_000 },
    async () => {
      const { buildApp } = await import('../app.js');
      const { JWT_SECRET } = await import('../test/harness.js');
      const other = await buildApp({ database: t.database, jwtSecret: JWT_SECRET, staticDir: false });
      try {
        const list = '/api/profiles/getAllLabs?_start=0&_end=100&_sort=name&_order=ASC';
        const onOther = async () => {
          const res = await other.inject({
            method: 'GET',
            url: list,
            headers: { authorization: `Bearer ${t.adminToken}` },
          });
          return res.json<{ email: string; is_active: boolean }[]>().find(l => l.email === 'lab@labhub.pk')!.is_active;
        };
        let fresh = 0;
        // Eight readers keep the other process busy throughout: its check of the shared write counter is always under
        // way, and a read after the write must wait for a check sent after it arrived, not share one sent before.
        let reading = true;
        const readers = Promise.all(
          Array.from({ length: 8 }, async () => {
            while (reading) await onOther();
          }),
        );
        for (let i = 0; i < 20; i++) {
          await onOther();
          await onOther(); // cached on the other process now
          const active = i % 2 === 1;
          const res = await t.call({
            method: 'PUT',
            url: `/api/profiles/${active ? 'unblockLab' : 'blockLab'}/lab@labhub.pk`,
            payload: { is_active: active },
          });
          expect(res.statusCode).toBe(200);
          if ((await onOther()) === active) fresh++;
        }
        reading = false;
        await readers;
        expect(fresh).toBe(20);
        // A sign-out on one process ends the session on the other at once, too.
        const login = await other.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email: 'admin@labhub.pk', password: 'Admin1234' },
        });
        const token = login.json().access_token as string;
        expect(
          (await other.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }))
            .statusCode,
        ).toBe(200);
        expect((await t.call({ method: 'POST', url: '/api/auth/logout/', token, payload: {} })).statusCode).toBe(204);
        expect(
          (await other.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }))
            .statusCode,
        ).toBe(401);
      } finally {
        await other.close();
      }
    },
  );
});

describe.skipIf(!onPostgres)('processes started together (PostgreSQL)', () => {
  it('two servers started at once on an empty database both come up, migrated once', { timeout: 180_000 }, async () => {
    const databaseUrl = await processes.database('concurrency');
    const env = { DATABASE_URL: databaseUrl, LABHUB_DEMO: '' };
    const [a, b] = await Promise.all([processes.server(env), processes.server(env)]);
    for (const s of [a, b]) expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await check.end();
    // Each migration of the journal once: none twice, none missing.
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
      entries: unknown[];
    };
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });
});
