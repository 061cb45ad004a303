/**
 * Rate limits and the sign-in throttle: counters shared by every process on PostgreSQL, the public
 * registration and unauthenticated requests bounded, TRUST_PROXY as a list of trusted proxies, HSTS over HTTPS, an
 * administrator unlocking a throttled account.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.js';
import { queryRows } from '../db/client.js';
import { PostgresCounterStore } from '../lib/counterStore.js';
import { trustedProxies } from '../lib/security.js';
import { createTestApp, JWT_SECRET, openTestDatabase, type TestApp } from '../test/harness.js';
import { labRegistration } from '../test/requestBodies.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signIn = (app: TestApp['app'], email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress: ip });

const newLab = (n: number) => labRegistration(`ratelab${n}@example.pk`, `Rate Lab ${n}`);

describe('administrator unlock', () => {
  it('a throttled account is shown as locked to an administrator, who unlocks it for every address', async () => {
    // Asked before the failures: the answer must not come back from the read cache afterwards (sign-ins write nothing).
    expect((await t.call({ method: 'GET', url: '/api/auth/throttle/LAB@labhub.pk' })).json()).toMatchObject({
      locked: false,
      failures: 0,
    });
    for (let i = 0; i < 5; i++)
      expect((await signIn(t.app, 'lab@labhub.pk', `wrong-${i}`, '198.51.100.20')).statusCode).toBe(401);
    const locked = await signIn(t.app, 'lab@labhub.pk', 'Lab12345', '198.51.100.20');
    expect(locked.statusCode).toBe(429);
    // The app translates the code with its minutes; the English detail stays for other clients.
    expect(locked.json()).toMatchObject({ code: 'signin_locked', minutes: 15 });
    expect(locked.json().detail).toMatch(/Try again in 15 minute/);
    const status = await t.call({ method: 'GET', url: '/api/auth/throttle/LAB@labhub.pk' });
    expect(status.json()).toMatchObject({ email: 'lab@labhub.pk', locked: true, failures: 5 });
    expect(status.json().retry_after).toBeGreaterThan(0);
    // Only administrators.
    expect(
      (await t.call({ method: 'DELETE', url: '/api/auth/throttle/lab@labhub.pk', token: t.labToken })).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/auth/throttle/lab@labhub.pk', token: null })).statusCode).toBe(
      401,
    );
    const unlocked = await t.call({ method: 'DELETE', url: '/api/auth/throttle/lab@labhub.pk' });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ detail: 'Sign-in unlocked.', email: 'lab@labhub.pk', failures_cleared: 5 });
    expect((await signIn(t.app, 'lab@labhub.pk', 'Lab12345', '198.51.100.20')).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/throttle/lab@labhub.pk' })).json()).toMatchObject({
      locked: false,
      failures: 0,
    });
  });
});

describe('request limits', () => {
  it('the public registration: at most 10 per address and hour, bad ones included; other addresses go on', async () => {
    const register = (n: number, ip: string, body: object = newLab(n)) =>
      t.app.inject({ method: 'POST', url: '/api/auth/registerLab/', payload: body, remoteAddress: ip });
    expect((await register(0, '198.51.100.30', {})).statusCode).toBe(422);
    for (let n = 1; n < 10; n++) expect((await register(n, '198.51.100.30')).statusCode).toBe(202);
    const refused = await register(10, '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many registrations/);
    expect(refused.json()).toMatchObject({ code: 'rate_limited_registrations' });
    expect(refused.json().minutes).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(11, '198.51.100.31')).statusCode).toBe(202);
  });

  it('requests without a valid token (none, forged) are limited per address; signed-in ones are not', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      database,
      jwtSecret: JWT_SECRET,
      staticDir: false,
      rateLimits: { anonymousPerMinute: 20, signInPerMinute: 5, registrationsPerHour: 10 },
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'admin@labhub.pk', password: 'Admin1234' },
        remoteAddress: '198.51.100.40',
      });
      const token = login.json().access_token as string;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          (await app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: '198.51.100.40' })).statusCode,
        );
      for (let i = 0; i < 12; i++)
        statuses.push(
          (
            await app.inject({
              method: 'GET',
              url: '/api/auth/me',
              headers: { authorization: 'Bearer forged.token.here' },
              remoteAddress: '198.51.100.40',
            })
          ).statusCode,
        );
      // 1 sign-in + 24 = 25 requests without a valid token: 20 allowed, then 429.
      expect(statuses.filter(s => s === 429)).toHaveLength(5);
      expect(statuses.slice(-1)[0]).toBe(429);
      // Health polls (monitors, load balancers, several on one address) are not limited, before or after the limit.
      for (let i = 0; i < 30; i++) {
        const health = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.40' });
        expect(health.statusCode).toBe(200);
        expect(health.json()).toMatchObject({ status: 'ok', database: 'up' });
      }
      for (let i = 0; i < 30; i++)
        expect(
          (
            await app.inject({
              method: 'GET',
              url: '/api/auth/me',
              headers: { authorization: `Bearer ${token}` },
              remoteAddress: '198.51.100.40',
            })
          ).statusCode,
        ).toBe(200);
      // Sign-in calls: 5 per minute per address, whatever their outcome.
      const signIns: number[] = [];
      for (let i = 0; i < 6; i++)
        signIns.push(
          (
            await app.inject({
              method: 'POST',
              url: '/api/auth/login/',
              payload: { email: 'admin@labhub.pk', password: 'Admin1234' },
              remoteAddress: '198.51.100.41',
            })
          ).statusCode,
        );
      expect(signIns).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('TRUST_PROXY and HSTS', () => {
  it('takes a list of proxies, refuses "trust everyone"', () => {
    expect(trustedProxies('')).toBe(false);
    expect(trustedProxies('127.0.0.1, 10.0.0.0/8,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    for (const v of ['1', 'true', '*', 'all']) expect(() => trustedProxies(v)).toThrow(/must list the proxy addresses/);
    expect(() => trustedProxies('proxy.example.org')).toThrow(/not an address/);
  });

  it('a well-signed token whose session ended counts as no token: its 401s reach the limit, then 429', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      database,
      jwtSecret: JWT_SECRET,
      staticDir: false,
      rateLimits: { anonymousPerMinute: 5, signInPerMinute: 60, registrationsPerHour: 10 },
    });
    try {
      const ip = '198.51.100.44';
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'admin@labhub.pk', password: 'Admin1234' },
        remoteAddress: ip,
      });
      const { access_token: token } = login.json<{ access_token: string }>();
      const headers = { authorization: `Bearer ${token}` };
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/logout/', headers, remoteAddress: ip })).statusCode,
      ).toBe(204);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push(
          (await app.inject({ method: 'GET', url: '/api/auth/me', headers, remoteAddress: ip })).statusCode,
        );
      // The sign-in counted once; four 401s reach the limit of 5; the rest are refused before authentication.
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
      // Another address is not affected.
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/me', headers, remoteAddress: '198.51.100.45' })).statusCode,
      ).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('X-Forwarded-For counts only from a trusted proxy; HSTS only over HTTPS', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, jwtSecret: JWT_SECRET, staticDir: false, trustProxy: ['10.1.1.1'] });
    try {
      // Through the trusted proxy: each client address is throttled on its own.
      for (let i = 0; i < 5; i++) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email: 'admin@labhub.pk', password: 'nope' },
          remoteAddress: '10.1.1.1',
          headers: { 'x-forwarded-for': '198.51.100.50' },
        });
        expect(r.statusCode).toBe(401);
      }
      const viaProxy = (client: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email: 'admin@labhub.pk', password: 'Admin1234' },
          remoteAddress: '10.1.1.1',
          headers: { 'x-forwarded-for': client },
        });
      expect((await viaProxy('198.51.100.50')).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.51')).statusCode).toBe(200);
      // From anyone else the header is ignored: a made-up X-Forwarded-For does not escape the lock.
      for (let i = 0; i < 5; i++)
        await app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email: 'admin@labhub.pk', password: 'nope' },
          remoteAddress: '203.0.113.60',
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        });
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/login/',
            payload: { email: 'admin@labhub.pk', password: 'Admin1234' },
            remoteAddress: '203.0.113.60',
            headers: { 'x-forwarded-for': '192.0.2.99' },
          })
        ).statusCode,
      ).toBe(429);
      // HSTS: HTTPS said by the trusted proxy; not on plain HTTP, not when an untrusted sender claims it.
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/health',
            remoteAddress: '10.1.1.1',
            headers: { 'x-forwarded-proto': 'https' },
          })
        ).headers['strict-transport-security'],
      ).toBe('max-age=31536000; includeSubDomains');
      expect(
        (await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.1.1.1' })).headers[
          'strict-transport-security'
        ],
      ).toBeUndefined();
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/health',
            remoteAddress: '203.0.113.61',
            headers: { 'x-forwarded-proto': 'https' },
          })
        ).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('shared by the processes (PostgreSQL)', () => {
  it('the rate_limits table stays bounded: expired counters are purged, then the fewest hits beyond the cap', async () => {
    const store = new PostgresCounterStore(t.database, 50);
    try {
      const locked = `test-locked-${Date.now()}`;
      for (let i = 0; i < 5; i++) await store.hit(locked, 60_000);
      await store.hit(`test-expired-${Date.now()}`, 1);
      // Junk emails: one hit each, as many keys as a flood makes in a minute or more.
      for (let i = 0; i < 200; i++) await store.hit(`test-junk-${i}`, 60_000);
      await new Promise(r => setTimeout(r, 20));
      expect(await store.purge()).toBeGreaterThanOrEqual(151);
      const rows = await queryRows<{ n: number; locked: number; expired: number }>(
        t.database.db,
        sql`select cast(count(*) as integer) as n,
                   cast(count(*) filter (where key = ${locked}) as integer) as locked,
                   cast(count(*) filter (where key like 'test-expired-%') as integer) as expired
            from rate_limits`,
      );
      expect(rows[0]).toEqual({ n: 50, locked: 1, expired: 0 });
      expect((await store.peek(locked)).current).toBe(5);
    } finally {
      store.close();
    }
  });

  it('failures counted on two API processes add up, and the lock holds on both', async () => {
    const other = await buildApp({ database: t.database, jwtSecret: JWT_SECRET, staticDir: false });
    try {
      for (let i = 0; i < 3; i++)
        expect((await signIn(t.app, 'admin@labhub.pk', 'x', '198.51.100.70')).statusCode).toBe(401);
      for (let i = 0; i < 2; i++)
        expect((await signIn(other, 'admin@labhub.pk', 'x', '198.51.100.70')).statusCode).toBe(401);
      expect((await signIn(t.app, 'admin@labhub.pk', 'Admin1234', '198.51.100.70')).statusCode).toBe(429);
      expect((await signIn(other, 'admin@labhub.pk', 'Admin1234', '198.51.100.70')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
