/**
 * The invoices' patient search (server/repos/invoices.ts, `patientsMatching`) can read the patients' trigram indexes,
 * which hold the patients only (`WHERE role = 'patient'`, migration 0029): its condition implies their predicate. In a
 * transaction rolled back, the users' other indexes whose predicate the condition also implies are dropped and plain
 * index and sequential scans priced out, so the plan left is a bitmap scan of both. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { patientsMatching } from '../repos/invoices.js';
import { useTestDatabase } from '../test/suite.js';
import { type Database, queryRows } from './client.js';

const database = useTestDatabase();

it("the invoices' patient search reads the patients' name and e-mail trigram indexes", async () => {
  let plan = '';
  await database.db
    .transaction(async transaction => {
      const tx = transaction as unknown as Database['db'];
      for (const index of [
        'users_role_idx',
        'users_patient_name_idx',
        'users_patient_prefix_idx',
        'users_patient_search_trgm_idx',
        'users_patient_search_gist_idx',
      ])
        await tx.execute(sql.raw(`drop index ${index}`));
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${patientsMatching(tx, '%ali%', 201)}`);
      plan = rows.map(r => r['QUERY PLAN']).join('\n');
      transaction.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  expect(plan).toContain('Bitmap Index Scan on users_patient_name_trgm_idx');
  expect(plan).toContain('Bitmap Index Scan on users_patient_email_trgm_idx');
});

it('the trigram indexes of user names and e-mails hold the patients only', async () => {
  const rows = await queryRows<{ name: string; def: string }>(
    database.db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where tablename = 'users' and indexdef like '%gin_trgm_ops%' and indexdef not like '%contact_number%'
        order by 1`,
  );
  expect(rows.map(r => r.name)).toEqual(['users_patient_email_trgm_idx', 'users_patient_name_trgm_idx']);
  for (const r of rows) expect(r.def).toMatch(/WHERE \(role = 'patient'::text\)$/);
});
