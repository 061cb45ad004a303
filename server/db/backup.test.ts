/**
 * Backup and restore: a round trip on the engine of this pass (PGlite in memory, or PostgreSQL), a
 * refusal of anything that is not a backup, and the npm scripts themselves on a PGlite data folder.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, databaseFingerprint, login, type TestApp } from '../test/harness.js';
import { runScript } from '../test/serverProcess.js';
import { backup, EPHEMERAL_TABLES, restore, tablesInOrder } from './backup.js';
import { queryRows } from './client.js';
import { openDatabase } from './client.js';
import { schema } from './schema.js';
import { seed } from './seed/index.js';

/** The tables server/db/schema.ts declares, and those a backup holds (all but sessions, counters and derived ones). */
const DECLARED_TABLES = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map(table => getTableName(table));
const BACKED_UP_TABLES = DECLARED_TABLES.filter(name => !EPHEMERAL_TABLES.has(name));

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A file changed on purpose, with its end record made to match again (checksum; and the row counts unless `keepCounts`). */
function reseal(body: string, trailerLine: string, recount = true): string {
  const trailer = JSON.parse(trailerLine);
  if (recount) {
    const rows: Record<string, number> = {};
    for (const t of JSON.parse(body.slice(0, body.indexOf('\n'))).tables) rows[t] = 0;
    for (const line of body.trimEnd().split('\n').slice(1)) {
      const r = JSON.parse(line);
      rows[r.table] = (rows[r.table] ?? 0) + r.rows.length;
    }
    trailer.rows = rows;
    trailer.total = Object.values(rows).reduce((a, b) => a + b, 0);
  }
  trailer.sha256 = createHash('sha256').update(body, 'utf8').digest('hex');
  return `${body}${JSON.stringify(trailer)}\n`;
}

async function dump() {
  let text = '';
  const summary = await backup(t.database.db, chunk => {
    text += chunk;
  });
  return { text, summary };
}

describe('backup and restore', () => {
  it('orders tables parents first', async () => {
    const order = await tablesInOrder(t.database.db);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('labs'));
    expect(order.indexOf('labs')).toBeLessThan(order.indexOf('services'));
    expect(order.indexOf('tests')).toBeLessThan(order.indexOf('services'));
    expect(order.indexOf('appointments')).toBeLessThan(order.indexOf('booked_services'));
    expect(order.indexOf('orders')).toBeLessThan(order.indexOf('order_items'));
    // Every table the schema declares, those that triggers derive (lab_counts, order_counts, lab_search: never backed
    // up) included, and no other.
    expect([...order].sort()).toEqual([...DECLARED_TABLES].sort());
    expect(order.indexOf('labs')).toBeLessThan(order.indexOf('lab_search'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
  });

  it('round trip: backup, change, restore → the same data, and new ids continue after the restored ones', async () => {
    const before = await databaseFingerprint(t.database);
    const { text, summary } = await dump();
    expect(summary.rows).toBeGreaterThan(3000);
    // Change: a new staff member, a blocked lab, a deleted test, a new notification.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/profiles/addstaff',
          payload: {
            name: 'Backup Test',
            email: 'backup@labhub.pk',
            contact_number: '0300-1234567',
            password: 'Secret123',
            CNIC: '35202-1234567-1',
          },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await t.call({ method: 'PUT', url: '/api/profiles/blockLab/lab@labhub.pk', payload: { is_active: false } }))
        .statusCode,
    ).toBe(200);
    const tests = (await t.call({ method: 'GET', url: '/api/Inventory/ViewTests' })).json<{ id: number }[]>();
    await t.call({ method: 'DELETE', url: `/api/Inventory/DeleteTest/${tests.at(-1)!.id}` });
    expect(await databaseFingerprint(t.database)).not.toEqual(before);

    await restore(t.database.db, text);
    expect(await databaseFingerprint(t.database)).toEqual(before);
    // Sequences: the next staff member gets the id after the highest restored one.
    const [max] = await queryRows<{ m: number }>(t.database.db, sql`select max(id) as m from staff`);
    // The restore ended every session: sign in again.
    await expect
      .poll(async () => (await t.call({ method: 'GET', url: '/api/auth/me' })).statusCode, {
        timeout: 5000,
        interval: 50,
      })
      .toBe(401);
    const token = await login(t.app, 'admin@labhub.pk', 'Admin1234');
    const created = await t.call({
      method: 'POST',
      url: '/api/profiles/addstaff',
      token,
      payload: {
        name: 'After Restore',
        email: 'after@labhub.pk',
        contact_number: '0300-1234567',
        password: 'Secret123',
        CNIC: '35202-1234567-1',
      },
    });
    expect(created.json().id).toBe(max.m + 1);
  });

  it('refuses a cut file (even cut after a complete line), a changed digit and a wrong row count, and changes nothing', async () => {
    const before = await databaseFingerprint(t.database);
    const { text } = await dump();
    const lines = text.trimEnd().split('\n');
    // The review's cut: whole records only, the end record gone (what a full disk or a killed copy leaves).
    await expect(
      restore(t.database.db, `${lines.slice(0, Math.floor(lines.length / 2)).join('\n')}\n`),
    ).rejects.toThrow(/cut short/);
    await expect(restore(t.database.db, `${lines.slice(0, -1).join('\n')}\n`)).rejects.toThrow(/cut short/);
    await expect(restore(t.database.db, text.slice(0, Math.floor(text.length / 2)))).rejects.toThrow(/cut short/);
    // One digit changed inside a row.
    const at = text.indexOf('"amount_paid":') > 0 ? text.indexOf('"amount_paid":') : text.indexOf('"id":2');
    const digit = text.slice(at).search(/[0-9]/) + at;
    const changed = text.slice(0, digit) + (text[digit] === '7' ? '8' : '7') + text.slice(digit + 1);
    expect(changed).not.toBe(text);
    await expect(restore(t.database.db, changed)).rejects.toThrow(/checksum does not match/);
    // A batch removed and the checksum made again: the row counts still refuse it.
    const dropped = lines.filter((l, i) => !(i > 0 && l.startsWith('{"table":"reviews"')));
    await expect(
      restore(t.database.db, reseal(dropped.slice(0, -1).join('\n') + '\n', lines.at(-1)!, false)),
    ).rejects.toThrow(/does not hold the rows it announces: reviews has 0/);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses a foreign file: SQL text (old format, pg_dump, anything), another format version, a table or column this database lacks', async () => {
    const before = await databaseFingerprint(t.database);
    await expect(restore(t.database.db, 'DROP TABLE labs;\n')).rejects.toThrow(/not a LabHub backup/);
    await expect(
      restore(t.database.db, '-- LabHub data backup, 2026-11-20\nBEGIN;\nTRUNCATE "users";\nCOMMIT;\n'),
    ).rejects.toThrow(/old SQL format/);
    await expect(
      restore(t.database.db, '{"name":"labhub-admin","version":"0.1.0"}\n{"dependencies":{}}\n'),
    ).rejects.toThrow(/not a LabHub backup/);
    await expect(restore(t.database.db, '')).rejects.toThrow(/empty/);
    const { text } = await dump();
    const lines = text.trimEnd().split('\n');
    const header = JSON.parse(lines[0]);
    await expect(
      restore(
        t.database.db,
        reseal(
          [JSON.stringify({ ...header, labhub_backup: 3 }), ...lines.slice(1, -1)].join('\n') + '\n',
          lines.at(-1)!,
        ),
      ),
    ).rejects.toThrow(/format 3; this version reads format 2/);
    const otherTable = [
      JSON.stringify({ ...header, tables: [...header.tables, 'payroll'] }),
      ...lines.slice(1, -1),
      '{"table":"payroll","rows":[{"id":1}]}',
    ];
    await expect(restore(t.database.db, reseal(otherTable.join('\n') + '\n', lines.at(-1)!))).rejects.toThrow(
      /another database: it holds a table "payroll"/,
    );
    const otherColumn = lines
      .slice(0, -1)
      .map(l => (l.startsWith('{"table":"tests"') ? l.replace('{"id":', '{"salary":1,"id":') : l));
    await expect(restore(t.database.db, reseal(otherColumn.join('\n') + '\n', lines.at(-1)!))).rejects.toThrow(
      /tests has no column "salary"/,
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses, before emptying anything, a file that does not cover every table (none at all, or one left out)', async () => {
    const before = await databaseFingerprint(t.database);
    const { text } = await dump();
    const lines = text.trimEnd().split('\n');
    const header = JSON.parse(lines[0]) as { tables: string[] };
    expect([...header.tables].sort()).toEqual([...BACKED_UP_TABLES].sort());
    // The review's two-line file: a header listing no table, an end record of 0 rows, the checksum made again.
    const empty = `${JSON.stringify({ ...header, tables: [] })}\n`;
    const emptyTrailer = JSON.stringify({ end: true, rows: {}, total: 0, sha256: '' });
    await expect(restore(t.database.db, reseal(empty, emptyTrailer))).rejects.toThrow(
      /does not cover every table of this database: .*users.*are missing/,
    );
    // One table left out, header and rows.
    const withoutReviews = [
      JSON.stringify({ ...header, tables: header.tables.filter(n => n !== 'reviews') }),
      ...lines.slice(1, -1).filter(l => !l.startsWith('{"table":"reviews"')),
    ];
    await expect(restore(t.database.db, reseal(withoutReviews.join('\n') + '\n', lines.at(-1)!))).rejects.toThrow(
      /does not cover every table of this database: reviews is missing/,
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('a row the database refuses is named by table, row and line, never shown; nothing changes', async () => {
    const before = await databaseFingerprint(t.database);
    const { text } = await dump();
    const lines = text.trimEnd().split('\n');
    const at = lines.findIndex(l => l.startsWith('{"table":"users"'));
    const batch = JSON.parse(lines[at]) as { table: string; rows: Record<string, unknown>[] };
    const hashes = batch.rows.map(r => String(r.password_hash));
    for (const [change, reason] of [
      [(rows: Record<string, unknown>[]) => (rows[2].email = rows[0].email), /duplicate key value/],
      [(rows: Record<string, unknown>[]) => (rows[2].email = null), /null value in column "email"/],
    ] as const) {
      const rows = batch.rows.map(r => ({ ...r }));
      change(rows);
      const edited = [...lines.slice(0, at), JSON.stringify({ table: 'users', rows }), ...lines.slice(at + 1, -1)];
      const error = await restore(t.database.db, reseal(edited.join('\n') + '\n', lines.at(-1)!)).then(
        () => undefined,
        (err: Error) => err,
      );
      expect(error?.message).toMatch(new RegExp(`^users, row 3 \\(line ${at + 1} of the file\\): `));
      expect(error?.message).toMatch(reason);
      for (const hash of hashes) expect(error?.message).not.toContain(hash);
      expect(error?.message).not.toContain(String(batch.rows[0].email));
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it(
    'keeps lines small when rows are large, reads a file whose tables come in another order, and refuses a line too long',
    { timeout: 180_000 },
    async () => {
      const before = await databaseFingerprint(t.database);
      // 60 audit entries of ≈ 400 kB each: 24 MB of one table.
      const big = 'x'.repeat(400_000);
      await t.database.db.execute(
        sql`insert into audit_log (actor_email, actor_role, action, entity, entity_id, details)
          select 'big@labhub.pk', 'admin', 'test.big', 'test', g::text, jsonb_build_object('text', ${big}::text)
          from generate_series(1, 60) g`,
      );
      const withBig = await databaseFingerprint(t.database);
      const { text } = await dump();
      const lines = text.trimEnd().split('\n');
      const auditLines = lines.filter(l => l.startsWith('{"table":"audit_log"'));
      expect(auditLines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThan(12 * 1024 * 1024);

      // Batches of one table apart and children before parents (a file edited by hand): still restored whole.
      const body = lines.slice(1, -1);
      const reordered = [
        lines[0],
        ...body.filter((_, i) => i % 2 === 1),
        ...body.filter((_, i) => i % 2 === 0).reverse(),
      ];
      await restore(t.database.db, reseal(reordered.join('\n') + '\n', lines.at(-1)!, false));
      expect(await databaseFingerprint(t.database)).toEqual(withBig);

      // A line longer than the restore reads: refused, nothing changed.
      await expect(restore(t.database.db, text, { maxLineBytes: 1024 * 1024 })).rejects.toThrow(
        /Line \d+ of the backup is longer than 1 MiB/,
      );
      expect(await databaseFingerprint(t.database)).toEqual(withBig);
      await t.database.db.execute(sql`delete from audit_log where action = 'test.big'`);
      expect(await databaseFingerprint(t.database)).toEqual(before);
    },
  );

  it('runs no SQL from the file: SQL in a table name is refused, SQL in a value is restored as plain text', async () => {
    const { text } = await dump();
    const lines = text.trimEnd().split('\n');
    const header = JSON.parse(lines[0]);
    const evil = "labs\" select pg_read_file('/etc/passwd') --";
    const injected = [
      JSON.stringify({ ...header, tables: [...header.tables, evil] }),
      ...lines.slice(1, -1),
      JSON.stringify({ table: evil, rows: [{ id: 1 }] }),
    ];
    await expect(restore(t.database.db, reseal(injected.join('\n') + '\n', lines.at(-1)!))).rejects.toThrow(
      /another database/,
    );
    const payload = "x'); select pg_ls_dir('.'); copy labs to program 'id'; --";
    const valued = lines
      .slice(0, -1)
      .map(l =>
        l.startsWith('{"table":"labs"')
          ? l.replace(/"name":"(?:[^"\\]|\\.)*"/, `"name":${JSON.stringify(payload)}`)
          : l,
      );
    await restore(t.database.db, reseal(valued.join('\n') + '\n', lines.at(-1)!));
    const stored = await queryRows<{ name: string }>(t.database.db, sql`select name from labs where name = ${payload}`);
    expect(stored).toHaveLength(1);
    await restore(t.database.db, text);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'across engines: a PGlite backup restores into PostgreSQL, and a PostgreSQL one into PGlite, exactly',
    { timeout: 120_000 },
    async () => {
      const lite = await openDatabase({ kind: 'pglite' });
      try {
        await seed(lite.db, { labs: 6 });
        const liteBefore = await databaseFingerprint(lite);
        let text = '';
        await backup(lite.db, c => void (text += c), 'pglite');
        const pgBefore = await dump();
        await restore(t.database.db, text);
        expect(await databaseFingerprint(t.database)).toEqual(liteBefore);
        await restore(t.database.db, pgBefore.text);
        await restore(lite.db, pgBefore.text);
        expect(await databaseFingerprint(lite)).toEqual(await databaseFingerprint(t.database));
      } finally {
        await lite.close();
      }
    },
  );

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'npm run db:backup / db:restore on a PGlite data folder',
    { timeout: 300_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'labhub-backup-'));
      try {
        const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
        await seed(database.db, { labs: 8 });
        const before = await databaseFingerprint(database);
        await database.close();
        const env = { DATA_DIR: dir, DATABASE_URL: '', PGLITE_MEMORY: '' };
        const file = join(dir, 'b.jsonl');
        const out = await run('npm', ['run', '--silent', 'db:backup', '--', file], { env: { ...process.env, ...env } });
        expect(out.stdout).toMatch(new RegExp(`Backed up \\d+ rows of ${BACKED_UP_TABLES.length} tables \\(pglite\\)`));
        expect(readFileSync(file, 'utf8')).toMatch(/^\{"labhub_backup":2,/);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        const changed = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
        await changed.db.execute(sql`delete from reviews`);
        await changed.db.execute(sql`update labs set name = 'Changed'`);
        await changed.close();
        const back = await run('npm', ['run', '--silent', 'db:restore', '--', file], {
          env: { ...process.env, ...env },
        });
        expect(back.stdout).toMatch(/Restored .* into pglite/);
        const after = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
        expect(await databaseFingerprint(after)).toEqual(before);
        await after.close();
        writeFileSync(join(dir, 'junk.sql'), 'select 1;\n');
        // The refusals run the tool itself (npm's wiring is shown above).
        const junk = await runScript('server/db/backupCli.ts', ['restore', join(dir, 'junk.sql')], env);
        expect(junk).toMatchObject({
          code: 1,
          out: expect.stringMatching(/Refused, nothing changed: This is not a LabHub backup/),
        });
        writeFileSync(join(dir, 'cut.jsonl'), readFileSync(file, 'utf8').split('\n').slice(0, 5).join('\n') + '\n');
        const cut = await runScript('server/db/backupCli.ts', ['restore', join(dir, 'cut.jsonl')], env);
        expect(cut).toMatchObject({ code: 1, out: expect.stringMatching(/cut short/) });
        // A file listing no table (checksum made again): refused, exit code 1, nothing emptied.
        const header = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]) as object;
        writeFileSync(
          join(dir, 'none.jsonl'),
          reseal(`${JSON.stringify({ ...header, tables: [] })}\n`, JSON.stringify({ end: true, sha256: '' })),
        );
        const none = await runScript('server/db/backupCli.ts', ['restore', join(dir, 'none.jsonl')], env);
        expect(none).toMatchObject({ code: 1, out: expect.stringMatching(/does not cover every table/) });
        // A row the database refuses: the table and row are named, no row data is printed.
        const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
        const at = lines.findIndex(l => l.startsWith('{"table":"users"'));
        const users = JSON.parse(lines[at]) as { rows: Record<string, unknown>[] };
        users.rows[1].email = users.rows[0].email;
        const bad = [...lines.slice(0, at), JSON.stringify({ table: 'users', ...users }), ...lines.slice(at + 1, -1)];
        writeFileSync(join(dir, 'dup.jsonl'), reseal(bad.join('\n') + '\n', lines.at(-1)!));
        const dup = await runScript('server/db/backupCli.ts', ['restore', join(dir, 'dup.jsonl')], env);
        expect(dup.code).toBe(1);
        expect(dup.out).toMatch(/Restore failed, nothing changed: users, row 2 \(line \d+ of the file\)/);
        for (const row of users.rows) expect(dup.out).not.toContain(String(row.password_hash));
        const unchanged = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
        expect(await databaseFingerprint(unchanged)).toEqual(before);
        await unchanged.close();
        // A symbolic link left at <file>.partial is replaced, not followed: what it pointed at is untouched.
        const victim = join(dir, 'victim.txt');
        writeFileSync(victim, 'keep me\n');
        const second = join(dir, 'second.jsonl');
        symlinkSync(victim, `${second}.partial`);
        const linked = await runScript('server/db/backupCli.ts', ['backup', second], env);
        expect(linked.code, linked.out).toBe(0);
        expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
        expect(readFileSync(second, 'utf8')).toMatch(/^\{"labhub_backup":2,/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
