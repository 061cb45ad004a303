/** Backup files changed on purpose by the backup tests (server/db/backup.test.ts, backupCli.test.ts). */
import { createHash } from 'node:crypto';

/** A file changed on purpose, with its end record made to match again (checksum; and the row counts unless `keepCounts`). */
export function reseal(body: string, trailerLine: string, recount = true): string {
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
