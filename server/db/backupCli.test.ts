/** `npm run db:backup` / `db:restore`: the command-line tool on a PGlite data folder, its refusals and its file modes. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { reseal } from '../test/backupFiles.js';
import { databaseFingerprint } from '../test/harness.js';
import { runScript } from '../test/serverProcess.js';
import { EPHEMERAL_TABLES } from './backup.js';
import { openDatabase } from './client.js';
import { schema } from './schema.js';
import { seed } from './seed/index.js';

/** The tables a backup holds: every declared one but sessions, counters and derived ones. */
const BACKED_UP_TABLES = Object.values(schema)
  .map(table => getTableName(table))
  .filter(name => !EPHEMERAL_TABLES.has(name));

const run = promisify(execFile);

describe('the backup command', () => {
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
