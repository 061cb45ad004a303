/**
 * Production-safe by default: no known credentials on a real database, a strong signing secret on
 * PostgreSQL, `npm run create-admin` for the first administrator, private file modes. Real server processes on the
 * engine of the pass: a fresh PGlite folder in the PGlite pass, a fresh empty database in the PostgreSQL pass.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, demoWanted, loadConfig, weakSecretReason } from '../config.js';
import { adminEmailProblem, adminPasswordProblem } from '../db/admin.js';
import {
  onPostgres,
  PROCESS_JWT_SECRET,
  runScript as run,
  signIn,
  stopServer as stop,
  tokenOf,
  useProcesses,
} from '../test/serverProcess.js';

const processes = useProcesses();

describe('the signing secret', () => {
  it('a missing, short, example or repetitive secret is weak; a random one is not', () => {
    expect(weakSecretReason(undefined)).toMatch(/not set/);
    expect(weakSecretReason('')).toMatch(/not set/);
    expect(weakSecretReason('a'.repeat(31))).toMatch(/31 characters/);
    expect(weakSecretReason('change-me')).toMatch(/characters/);
    expect(weakSecretReason('change-me'.repeat(4))).toMatch(/example/);
    expect(weakSecretReason('CHANGE-ME-change-me-change-me-change-me')).toMatch(/example/);
    expect(weakSecretReason('ab'.repeat(20))).toMatch(/different characters/);
    // Guessable ones the review found accepted: runs of consecutive characters, jwt.io's placeholder.
    expect(weakSecretReason('0123456789abcdef0123456789abcdef')).toMatch(/consecutive/);
    expect(weakSecretReason('0123456789abcdefghijklmnopqrstuvwxyz')).toMatch(/consecutive/);
    expect(weakSecretReason('qwertyuiopasdfghjkl-zyxwvutsrqponm')).toMatch(/consecutive/);
    expect(weakSecretReason('your-256-bit-secret-for-production-use')).toMatch(/example/);
    expect(weakSecretReason('Prod-JWT-change-me-7f3a9c1e5b2d8f4a6c0e')).toMatch(/example/);
    expect(weakSecretReason(PROCESS_JWT_SECRET)).toBeUndefined();
    expect(weakSecretReason('bench-secret-0a1b2c3d4e5f60718293a4b5c6d7e8f9')).toBeUndefined();
    expect(weakSecretReason('held-folder-test-secret-0123456789abcdef')).toBeUndefined();
    expect(weakSecretReason('4f1c2a9be07d3e56a8c1f0b2d4e6a8c0')).toBeUndefined();
  });

  it(
    'on PostgreSQL the server refuses to start with a missing, short or example secret (exit code 78, the reason printed)',
    { timeout: 60_000 },
    async () => {
      // The check comes before any connection, so no server needs to answer at this address.
      const env = {
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_DIR: 'no-such-dir',
      };
      // Each reason, from the configuration the server loads first; one real start shows the exit code and the message.
      const refusal = (JWT_SECRET: string) => {
        try {
          loadConfig({ ...env, JWT_SECRET });
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
          return (err as Error).message;
        }
        throw new Error(`JWT_SECRET "${JWT_SECRET}" was accepted`);
      };
      const reasons = ['', 'x7'.repeat(15) + 'q', 'change-me', 'change-me-change-me-change-me-change-me'].map(refusal);
      for (const reason of reasons) expect(reason).toMatch(/^Refusing to start on PostgreSQL: JWT_SECRET/);
      expect(reasons[0]).toMatch(/not set/);
      expect(reasons[1]).toMatch(/31 characters/);
      expect(reasons[3]).toMatch(/example/);
      const started = await run('server/index.ts', [], { ...env, JWT_SECRET: '' });
      expect(started.code).toBe(78);
      expect(started.out).toContain(reasons[0]);
      expect(started.out).not.toMatch(/running at/);
    },
  );
});

describe('the demo only where it is a demo', () => {
  it('LABHUB_DEMO: unset = demo on PGlite only; 1 forces it; 0 turns it off; anything else is refused', () => {
    expect(demoWanted({}, 'pglite')).toBe(true);
    expect(demoWanted({}, 'postgres')).toBe(false);
    expect(demoWanted({ LABHUB_DEMO: '1' }, 'postgres')).toBe(true);
    expect(demoWanted({ LABHUB_DEMO: '0' }, 'pglite')).toBe(false);
    expect(() => demoWanted({ LABHUB_DEMO: 'maybe' }, 'pglite')).toThrow(/LABHUB_DEMO/);
  });

  it('an administrator password must be strong, and the email plain ASCII', () => {
    expect(adminPasswordProblem('Admin1234', 'a@b.org')).toMatch(/12 characters/);
    expect(adminPasswordProblem('aaaaaaaaaaaaaaa1', 'a@b.org')).toMatch(/different/);
    expect(adminPasswordProblem('onlyletterspassword', 'a@b.org')).toMatch(/digit or symbol/);
    expect(adminPasswordProblem('xAdmin1234-and-more', 'a@b.org')).toMatch(/demo or common/);
    expect(adminPasswordProblem('operator-42-berries', 'operator@b.org')).toMatch(/email/);
    expect(adminPasswordProblem('Sailing-Lahore-7-Kites', 'ops@labhub.example')).toBeUndefined();
    // A common word with digits and symbols around it.
    expect(adminPasswordProblem('Welcome12345', 'ops@labhub.example')).toMatch(/demo or common/);
    expect(adminPasswordProblem('P@ssword2026!', 'ops@labhub.example')).toMatch(/demo or common/);
    expect(adminPasswordProblem('!!Pakistan1947!!', 'ops@labhub.example')).toMatch(/demo or common/);
    // Look-alike and non-ASCII emails; a plain one passes.
    expect(adminEmailProblem('admin@l\u0430bhub.pk')).toMatch(/ASCII/);
    expect(adminEmailProblem('\u0430dmin@labhub.pk')).toMatch(/ASCII/);
    expect(adminEmailProblem('ops@labhub.example')).toBeUndefined();
  });

  it(
    `a new ${onPostgres ? 'PostgreSQL database (strong secret, LABHUB_DEMO unset)' : 'PGlite folder with LABHUB_DEMO=0'} holds no known credentials; create-admin makes the first administrator`,
    // A guard against a hang, not a speed limit: CI runs this beside the browser tests and the PostgreSQL pass.
    { timeout: 360_000 },
    async () => {
      const dir = processes.folder('labhub-deploy-');
      const env: Record<string, string> = onPostgres
        ? { DATABASE_URL: await processes.database('deploy'), LABHUB_DEMO: '', DATA_DIR: dir }
        : { DATABASE_URL: '', PGLITE_MEMORY: '', DATA_DIR: dir, LABHUB_DEMO: '0' };
      let server = await processes.server(env, 90_000);
      await new Promise(r => setTimeout(r, 300));
      expect(server.output()).not.toMatch(/Admin1234|Demo sign-ins/);
      expect(server.output()).toMatch(/No administrator yet: create the first one with {2}npm run create-admin/);
      expect((await signIn(server.base, 'admin@labhub.pk', 'Admin1234')).status).toBe(401);
      expect((await signIn(server.base, 'lab@labhub.pk', 'Lab12345')).status).toBe(401);
      await stop(server.child);

      const tool = { ...env, JWT_SECRET: '' };
      const weak = await run(
        'server/db/createAdminCli.ts',
        ['--email', 'ops@labhub.example', '--password-stdin'],
        tool,
        'Admin1234\n',
      );
      expect(weak.code).toBe(1);
      expect(weak.out).toMatch(/at least 12 characters/);
      const missing = await run('server/db/createAdminCli.ts', ['--password-stdin'], tool, 'Sailing-Lahore-7-Kites\n');
      expect(missing.code).toBe(2);
      expect(missing.out).toMatch(/--email is required/);
      const made = await run(
        'server/db/createAdminCli.ts',
        ['--email', 'Ops@LabHub.example', '--name', 'Operations', '--password-stdin'],
        tool,
        'Sailing-Lahore-7-Kites\n',
      );
      expect(made.out).toMatch(/Created the administrator ops@labhub.example/);
      expect(made.code).toBe(0);
      const again = await run('server/db/createAdminCli.ts', ['--email', 'ops@labhub.example'], {
        ...tool,
        LABHUB_ADMIN_PASSWORD: 'Other-Strong-Pass-99',
      });
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/already exists/);

      server = await processes.server(env, 90_000);
      const res = await signIn(server.base, 'ops@labhub.example', 'Sailing-Lahore-7-Kites');
      expect(res.status).toBe(200);
      expect((await res.json()).role).toBe('admin');
      expect((await signIn(server.base, 'admin@labhub.pk', 'Admin1234')).status).toBe(401);
      await stop(server.child);
    },
  );
});

describe.skipIf(onPostgres)('the first start on a new PGlite folder: seeded in a child process, files private', () => {
  it(
    'the default start seeds the demo through the seed tool in a child process, serves it and prints its sign-ins; the data folder is 0700 and every file in it 0600',
    { timeout: 240_000 },
    async () => {
      const dir = processes.folder('labhub-deploy-');
      const { base, child, output } = await processes.server(
        { DATABASE_URL: '', PGLITE_MEMORY: '', DATA_DIR: dir, LABHUB_DEMO: '', JWT_SECRET: '' },
        200_000,
      );
      // The sign-ins are printed after the banner, once the server has read the accounts.
      for (let waited = 0; waited < 20_000 && !/Demo sign-ins/.test(output()); waited += 100)
        await new Promise(r => setTimeout(r, 100));
      // The child's summary line (the seed tool's --quiet output), then the server's own banner on the seeded folder.
      expect(output()).toMatch(
        /First start: seeding demo data in a child process… done \(\d+ users, 64 labs, [^)]*\d+ auditLog\)\n/,
      );
      expect(output()).not.toMatch(/seeding demo data… /);
      expect(output()).toMatch(/Demo sign-ins:\s+administrator\s+admin@labhub.pk \/ Admin1234/);
      expect((await signIn(base, 'admin@labhub.pk', 'Admin1234')).status).toBe(200);
      expect((await signIn(base, 'lab@labhub.pk', 'Lab12345')).status).toBe(200);
      const labs = await fetch(`${base}/api/profiles/getAllLabs?_start=0&_end=5`, {
        headers: { authorization: `Bearer ${await tokenOf(base)}` },
      });
      expect(labs.status).toBe(200);
      expect(labs.headers.get('x-total-count')).toBe('64');
      await stop(child);
      const wrong: string[] = [];
      const walk = (path: string) => {
        const mode = statSync(path).mode & 0o777;
        if (statSync(path).isDirectory()) {
          if (mode !== 0o700) wrong.push(`${path} ${mode.toString(8)}`);
          for (const name of readdirSync(path)) walk(join(path, name));
        } else if (mode !== 0o600) wrong.push(`${path} ${mode.toString(8)}`);
      };
      walk(dir);
      expect(wrong).toEqual([]);
      expect(readdirSync(dir)).toContain('jwt-secret');
      expect(readdirSync(dir)).not.toContain('server.pid');
      // The seed tool runs `vacuum analyze` after seeding (the server's in-process seed does not): the planner's
      // statistics of the labs table (pg_statistic, written by ANALYZE only) are there from the first start.
      const { createPglite } = await import('../db/client.js');
      const pglite = await createPglite(join(dir, 'pglite'));
      try {
        const analyzed = await pglite.query<{ n: number }>(
          `select count(*)::int as n from pg_statistic where starelid = 'labs'::regclass`,
        );
        expect(analyzed.rows[0].n).toBeGreaterThan(0);
      } finally {
        await pglite.close();
      }
    },
  );

  it(
    'a seed process that fails: the server says which command ended how and what it printed, exits 1, and releases the folder',
    { timeout: 120_000 },
    async () => {
      // The server as `npm start` builds it, with a seed tool that fails (inside the checkout, so that the build's
      // packages resolve from node_modules), in a folder of its own: the PGlite and PostgreSQL passes run at once.
      mkdirSync('.tmp', { recursive: true });
      const build = resolve(mkdtempSync(join('.tmp', 'test-failing-seed-')));
      // @ts-expect-error -- a plain JavaScript build script, no type declarations.
      const { buildServer } = await import('../../scripts/buildServer.mjs');
      await buildServer(build);
      writeFileSync(
        join(build, 'seed.mjs'),
        "console.log('opening'); console.error('the disk is full (a test seed tool)'); process.exit(3);\n",
      );
      try {
        const dir = processes.folder('labhub-deploy-');
        const env = { DATABASE_URL: '', PGLITE_MEMORY: '', DATA_DIR: dir, LABHUB_DEMO: '1' };
        const started = await processes.server(env, 90_000, [join(build, 'index.mjs')]).then(
          () => 'started',
          (err: Error) => err.message,
        );
        expect(started).toMatch(/^server exited \(1\):/);
        expect(started).toContain('First start: seeding demo data in a child process… failed.');
        expect(started).toMatch(/The seed process \(node \S*seed\.mjs --parent-lock --quiet\) exited with code 3:/);
        expect(started).toContain('  opening\n  the disk is full (a test seed tool)');
        expect(started).not.toMatch(/running at/);
        expect(existsSync(join(dir, 'server.pid'))).toBe(false);
      } finally {
        rmSync(build, { recursive: true, force: true });
      }
    },
  );

  it(
    "the seed tool works under a parent's lock only when its parent holds the folder",
    { timeout: 60_000 },
    async () => {
      const dir = processes.folder('labhub-deploy-');
      const env = { DATABASE_URL: '', PGLITE_MEMORY: '', DATA_DIR: dir };
      const unlocked = await run('server/db/seedCli.ts', ['--parent-lock', '--quiet'], env);
      expect(unlocked.code).toBe(1);
      expect(unlocked.out).toMatch(/is not locked by this process's parent \(pid \d+; no lock\)/);
      mkdirSync(dir, { recursive: true });
      // A lock held by another process than the tool's parent (the tool's parent is this test's process).
      writeFileSync(join(dir, 'server.pid'), `${process.ppid}\nsomething else\n`);
      const other = await run('server/db/seedCli.ts', ['--parent-lock', '--quiet'], env);
      expect(other.code).toBe(1);
      expect(other.out).toMatch(new RegExp(`the lock names pid ${process.ppid}\\)`));
      expect(existsSync(join(dir, 'pglite', 'PG_VERSION'))).toBe(false);
    },
  );
});

describe('the PostgreSQL pool', () => {
  it('DATABASE_POOL_SIZE: two connections per core unless set; anything but a whole number from 2 to 1000 is refused', () => {
    const secret = { JWT_SECRET: PROCESS_JWT_SECRET, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const pool = (DATABASE_POOL_SIZE?: string) => {
      const { database } = loadConfig({ ...secret, DATABASE_POOL_SIZE });
      return database.kind === 'postgres' ? database.max : undefined;
    };
    expect(pool()).toBe(Math.max(2, 2 * availableParallelism()));
    expect(pool('')).toBe(pool());
    expect(pool('3')).toBe(3);
    for (const bad of ['0', '1', '-1', '2.5', 'ten', '1001'])
      expect(() => pool(bad)).toThrow(/DATABASE_POOL_SIZE must be a whole number/);
  });

  it('STATEMENT_TIMEOUT_MS: 20 s for the server unless set, 0 turns it off; the tools and PGlite get none', () => {
    const secret = { JWT_SECRET: PROCESS_JWT_SECRET, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const timeout = (STATEMENT_TIMEOUT_MS?: string, purpose: 'server' | 'tool' = 'server') => {
      const { database } = loadConfig({ ...secret, STATEMENT_TIMEOUT_MS }, purpose);
      return database.kind === 'postgres' ? database.statementTimeoutMs : 'pglite';
    };
    expect(timeout()).toBe(20_000);
    expect(timeout('')).toBe(20_000);
    expect(timeout('5000')).toBe(5000);
    expect(timeout('0')).toBe(0);
    expect(timeout('5000', 'tool')).toBeUndefined();
    // The server keeps its pool's connections open (db/client.ts keepConnections); a tool lets idle ones go.
    const keeps = (purpose: 'server' | 'tool') => {
      const { database } = loadConfig(secret, purpose);
      return database.kind === 'postgres' ? database.keepConnections : 'pglite';
    };
    expect([keeps('server'), keeps('tool')]).toEqual([true, undefined]);
    // The server's connections compile no statement (db/client.ts jitOff); a tool's keep PostgreSQL's setting.
    const jitOff = (purpose: 'server' | 'tool') => {
      const { database } = loadConfig(secret, purpose);
      return database.kind === 'postgres' ? database.jitOff : 'pglite';
    };
    expect([jitOff('server'), jitOff('tool')]).toEqual([true, undefined]);
    expect(
      'statementTimeoutMs' in
        loadConfig({ JWT_SECRET: PROCESS_JWT_SECRET, STATEMENT_TIMEOUT_MS: '5000', PGLITE_MEMORY: '1' }).database,
    ).toBe(false);
    for (const bad of ['-1', '2.5', 'ten', '86400001'])
      expect(() => timeout(bad)).toThrow(/STATEMENT_TIMEOUT_MS must be a whole number/);
  });
});
