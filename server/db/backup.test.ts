/**
 * Backup and restore: a round trip on the engine of this pass (PGlite in memory, or PostgreSQL), a
 * refusal of anything that is not a backup (the npm scripts themselves: backupCli.test.ts).
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { reseal } from '../test/backupFiles.js';
import { createTestApp, databaseFingerprint, login, type TestApp } from '../test/harness.js';
import { backup, EPHEMERAL_TABLES, restore, tablesInOrder } from './backup.js';
import { openDatabase, queryRows } from './client.js';
import { schema } from './schema.js';
import { seed } from './seed/index.js';

/** The tables server/db/schema.ts declares, and those a backup holds (all but sessions, counters and derived ones). */
const DECLARED_TABLES = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map(table => getTableName(table));
const BACKED_UP_TABLES = DECLARED_TABLES.filter(name => !EPHEMERAL_TABLES.has(name));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

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
    // The trigger-kept aggregates that no backup holds: refilled by the restore's inserts, neither lost nor doubled.
    const aggregates = () =>
      queryRows(
        t.database.db,
        sql`select (select json_agg(d order by d.day) from order_days d where n <> 0) as order_days,
                   (select json_agg(m order by m.month, m.test_id, m.item) from item_months m where n <> 0) as item_months,
                   (select json_agg(u order by u.user_id) from notification_unread u where n <> 0) as notification_unread`,
      );
    const aggregatesBefore = await aggregates();
    expect(Object.values(aggregatesBefore[0] as object).every(rows => Array.isArray(rows) && rows.length > 0)).toBe(
      true,
    );
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
    expect(await aggregates()).toEqual(aggregatesBefore);
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
});
