/**
 * Backup and restore (issue 10): a round trip on the engine of this pass (PGlite in memory, or PostgreSQL), a
 * refusal of anything that is not a backup, and the npm scripts themselves on a PGlite data folder.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client.js';
import { openDatabase } from './client.js';
import { seed } from './seed.js';
import { backup, restore, statements, tablesInOrder } from './backup.js';
import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function dump() {
  let text = '';
  const summary = await backup(t.database.db, (chunk) => {
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
    expect(order).toHaveLength(18);
  });

  it('round trip: backup, change, restore → the same data, and new ids continue after the restored ones', async () => {
    const before = await databaseFingerprint(t.database);
    const { text, summary } = await dump();
    expect(summary.rows).toBeGreaterThan(3000);
    // Change: a new staff member, a blocked lab, a deleted test, a new notification.
    expect((await t.call({ method: 'POST', url: '/api/profiles/addstaff', payload: { name: 'Backup Test', email: 'backup@labhub.pk', contact_number: '0300-1234567', password: 'Secret123', CNIC: '35202-1234567-1' } })).statusCode).toBe(201);
    expect((await t.call({ method: 'PUT', url: '/api/profiles/blockLab/lab@labhub.pk', payload: { is_active: false } })).statusCode).toBe(200);
    const tests = (await t.call({ method: 'GET', url: '/api/Inventory/ViewTests' })).json() as { id: number }[];
    await t.call({ method: 'DELETE', url: `/api/Inventory/DeleteTest/${tests.at(-1)!.id}` });
    expect(await databaseFingerprint(t.database)).not.toEqual(before);

    await restore(t.database.db, text);
    expect(await databaseFingerprint(t.database)).toEqual(before);
    // Sequences: the next staff member gets the id after the highest restored one.
    const [max] = await queryRows<{ m: number }>(t.database.db, sql`select max(id) as m from staff`);
    const created = await t.call({ method: 'POST', url: '/api/profiles/addstaff', payload: { name: 'After Restore', email: 'after@labhub.pk', contact_number: '0300-1234567', password: 'Secret123', CNIC: '35202-1234567-1' } });
    expect(created.json().id).toBe(max!.m + 1);
  });

  it('refuses a file that is not a backup, or one cut short, and changes nothing', async () => {
    const before = await databaseFingerprint(t.database);
    await expect(restore(t.database.db, 'DROP TABLE labs;\n')).rejects.toThrow(/not a LabHub backup/);
    const { text } = await dump();
    await expect(restore(t.database.db, text.replace('SELECT setval', 'DELETE FROM users; SELECT setval'))).rejects.toThrow(/Unexpected statement/);
    await expect(restore(t.database.db, text.slice(0, Math.floor(text.length / 2)))).rejects.toThrow(/cut short|Unexpected/);
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect(statements("BEGIN;\nINSERT INTO \"a\" SELECT 'x;\ny';\nCOMMIT;\n")).toEqual(['BEGIN', "INSERT INTO \"a\" SELECT 'x;\ny'", 'COMMIT']);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('npm run db:backup / db:restore on a PGlite data folder', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'labhub-backup-'));
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
      await seed(database.db, { labs: 8 });
      const before = await databaseFingerprint(database);
      await database.close();
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PGLITE_MEMORY: '' };
      const file = join(dir, 'b.sql');
      const out = await run('npm', ['run', '--silent', 'db:backup', '--', file], { env });
      expect(out.stdout).toMatch(/Backed up \d+ rows of 18 tables \(pglite\)/);
      expect(readFileSync(file, 'utf8')).toMatch(/^-- LabHub data backup/);
      const changed = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
      await changed.db.execute(sql`delete from reviews`);
      await changed.db.execute(sql`update labs set name = 'Changed'`);
      await changed.close();
      const back = await run('npm', ['run', '--silent', 'db:restore', '--', file], { env });
      expect(back.stdout).toMatch(/Restored .* into pglite/);
      const after = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
      expect(await databaseFingerprint(after)).toEqual(before);
      await after.close();
      writeFileSync(join(dir, 'junk.sql'), 'select 1;\n');
      await expect(run('npm', ['run', '--silent', 'db:restore', '--', join(dir, 'junk.sql')], { env })).rejects.toMatchObject({ code: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
