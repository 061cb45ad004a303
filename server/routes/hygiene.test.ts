/**
 * Small hygiene findings: prototype-named query keys, 500s logged with a request id, Cache-Control on API
 * answers, push registrations owned by their first registrant, the PID-file check looking at the process.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { commandLine, lockDataDir } from '../lib/dataDirLock.js';
import { createLoggingTestApp, createTestApp, type TestApp } from '../test/harness.js';
import { runScript } from '../test/serverProcess.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('prototype-named query keys', () => {
  it('are a 400 with a detail on every GET route, never a 500', { timeout: 120_000 }, async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const lists = Object.keys(doc.paths).filter(
      p => doc.paths[p].get && !p.includes('{') && !p.includes('Stream') && p !== '/api/openapi.json',
    );
    expect(lists.length).toBeGreaterThanOrEqual(15);
    const failures: string[] = [];
    for (const path of lists) {
      for (const q of [
        'constructor=x',
        'valueOf=1',
        '_sort=__proto__',
        '__proto__=1',
        'toString=1',
        'hasOwnProperty=1',
        '_sort=name,constructor',
        // Escaped: the names once decoded.
        '%63onstructor=x',
        '_sort=%5F_proto__',
        'value%4Ff=1',
        '_sort=-to%53tring',
      ]) {
        const res = await t.call({ method: 'GET', url: `${path}?${q}` });
        if (res.statusCode !== 400 || typeof res.json().detail !== 'string')
          failures.push(`${path}?${q} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // A search for the word itself is still a search.
    expect((await t.call({ method: 'GET', url: '/api/profiles/getAllLabs?q=constructor' })).statusCode).toBe(200);
  });
});

describe('500s', () => {
  it('are logged with the request id, which the answer carries too', async () => {
    const { app, log, close } = await createLoggingTestApp('error');
    app.get('/boom', () => {
      throw new Error('something broke');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      const id = res.json().request_id as string;
      expect(res.json()).toEqual({ detail: 'Internal server error.', request_id: id });
      expect(res.headers['x-request-id']).toBe(id);
      const line = JSON.parse(log().trim().split('\n').at(-1)!);
      expect(line).toMatchObject({ level: 50, reqId: id, msg: 'unhandled error' });
      expect(JSON.stringify(line)).toContain('something broke');
    } finally {
      await close();
    }
  });
});

describe('Cache-Control', () => {
  it('no-store on API answers (authenticated JSON, sign-in), the logo images keep their own', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auth/me' })).headers['cache-control']).toBe('no-store');
    expect(
      (await t.call({ method: 'GET', url: '/api/profiles/getAllLabs?_start=0&_end=1' })).headers['cache-control'],
    ).toBe('no-store');
    // The same from the response cache.
    expect(
      (await t.call({ method: 'GET', url: '/api/profiles/getAllLabs?_start=0&_end=1' })).headers['cache-control'],
    ).toBe('no-store');
    expect((await t.postLogin('admin@labhub.pk', 'Admin1234')).headers['cache-control']).toBe('no-store');
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: null })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});

describe('push registrations', () => {
  it('belong to whoever registered them first, until that user removes them', async () => {
    const id = 'fcm-token-owned-by-the-lab';
    const asLab = await t.call({
      method: 'POST',
      url: '/api/devices',
      token: t.labToken,
      payload: { registration_id: id, user: 'lab@labhub.pk', type: 'web' },
    });
    expect(asLab.statusCode).toBe(201);
    // Again by the owner: fine (the type may change).
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/devices',
          token: t.labToken,
          payload: { registration_id: id, user: 'lab@labhub.pk', type: 'android' },
        })
      ).json(),
    ).toMatchObject({ user: 'lab@labhub.pk', type: 'android' });
    // Another account (even an administrator, registering for itself) cannot take it over.
    const taken = await t.call({
      method: 'POST',
      url: '/api/devices',
      payload: { registration_id: id, user: 'admin@labhub.pk', type: 'web' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: { registration_id: 'Registered to another account' } });
    // Only its owner (or an administrator) removes it; then it is free.
    expect((await t.call({ method: 'DELETE', url: `/api/devices/${id}`, token: t.labToken })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/devices/${id}`, token: t.labToken })).statusCode).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/devices',
          payload: { registration_id: id, user: 'admin@labhub.pk', type: 'web' },
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe.skipIf(!commandLine('self'))('the PID-file check looks at the process', () => {
  it('a stale server.pid naming another live program is taken over; one naming a live server is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'labhub-pid-'));
    const sleeper = spawn('sleep', ['30']);
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await new Promise(r => setTimeout(r, 200));
      // Any live process (here `sleep`) whose number happens to be in the file: not a server, so taken over.
      writeFileSync(join(dir, 'server.pid'), `${sleeper.pid}\n/usr/bin/node server/index.ts\n`);
      const unlock = lockDataDir(dir);
      unlock();
      // An old-style file (the number only) naming a non-Node program: taken over too.
      writeFileSync(join(dir, 'server.pid'), `${sleeper.pid}`);
      lockDataDir(dir)();
      // The file naming a live process with the recorded command line: another server, refused.
      writeFileSync(join(dir, 'server.pid'), `${server.pid}\n${commandLine(server.pid!)}\n`);
      expect(() => lockDataDir(dir)).toThrow(/Another LabHub server \(pid \d+\)/);
    } finally {
      sleeper.kill('SIGKILL');
      server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'the server and every tool (seed, create-admin, backup) refuse a PGlite folder another server holds, and touch nothing',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'labhub-held-'));
      try {
        // This test process plays the running server: its number and command line in the folder's server.pid.
        const held = `${process.pid}\n${commandLine('self')}\n`;
        writeFileSync(join(dir, 'server.pid'), held);
        const env = {
          DATA_DIR: dir,
          DATABASE_URL: '',
          PGLITE_MEMORY: '',
          JWT_SECRET: 'held-folder-test-secret-0123456789abcdef',
        };
        const runs = await Promise.all([
          runScript('server/index.ts', [], { ...env, PORT: '0', HOST: '127.0.0.1' }),
          runScript('server/db/seedCli.ts', [], env),
          runScript(
            'server/db/createAdminCli.ts',
            ['--email', 'ops@labhub.example', '--password-stdin'],
            env,
            'Sailing-Lahore-7-Kites\n',
          ),
          runScript('server/db/backupCli.ts', ['backup', join(dir, 'backup.jsonl')], env),
        ]);
        for (const [i, hint] of [
          '',
          'Stop the server before seeding',
          'Stop the server before creating an administrator',
          'Stop the server before a PGlite backup',
        ].entries()) {
          expect(runs[i].code, runs[i].out).toBe(1);
          expect(runs[i].out).toContain(`Another LabHub server (pid ${process.pid}) is using ${dir}.`);
          expect(runs[i].out).toContain(hint);
        }
        expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(held);
        expect(readdirSync(join(dir, 'pglite'))).toEqual([]);
        expect(existsSync(join(dir, 'backup.jsonl'))).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
