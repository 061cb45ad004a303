/**
 * One-time actions happen once, across processes: the same action sent to two API instances on one database at the
 * same moment succeeds once; the other request gets a 409, and there is one audit entry (and one notification).
 * On PostgreSQL the two run truly side by side (the conditional UPDATE decides); on PGlite one after the other.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../app.js';
import { queryRows } from '../db/client.js';
import { JWT_SECRET } from '../test/harness.js';
import { onPostgres } from '../test/serverProcess.js';
import { useTestApp } from '../test/suite.js';

const t = useTestApp({ rateLimits: false });
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildApp({ database: t.database, jwtSecret: JWT_SECRET, staticDir: false, rateLimits: false });
});
afterAll(() => other?.close());

/** The same request through both instances at once: their status codes, sorted. */
async function twice(request: (i: number) => InjectOptions) {
  const as = (i: number) => ({ ...request(i), headers: { authorization: `Bearer ${t.adminToken}` } });
  const answers = await Promise.all([t.app.inject(as(0)), other.inject(as(1))]);
  return answers.map(a => a.statusCode).sort();
}

const auditCount = async (action: string, entityId: string | number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select cast(count(*) as integer) as n from audit_log where action = ${action} and entity_id = ${String(entityId)}`,
    )
  )[0].n;

const ids = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ id: string }>(t.database.db, query)).map(r => r.id);

describe('one-time actions through two API instances at once', () => {
  it('mark received: once per order, the other 409, one audit entry each', async () => {
    const orders = await ids(
      sql`select id from orders where payment_type = 'Cash' and receivable_status <> 'Received' order by id limit 10`,
    );
    expect(orders.length).toBe(10);
    for (const id of orders) {
      expect(
        await twice(() => ({
          method: 'PUT',
          url: `/api/Appointments/markreceived/${id}`,
          payload: { Status: 'Received' },
        })),
        id,
      ).toEqual([200, 409]);
      expect(await auditCount('receivable.received', id)).toBe(1);
    }
  });

  it('lab verify, block and unblock: once each, one audit entry and one notification', async () => {
    const pending = await ids(sql`select email as id from labs where not verified and is_active order by id limit 4`);
    const active = await ids(sql`select email as id from labs where verified and is_active order by id limit 4`);
    expect(pending.length).toBe(4);
    for (const email of pending) {
      expect(
        await twice(() => ({ method: 'PUT', url: `/api/profiles/verifyLab/${email}`, payload: { verified: true } })),
        email,
      ).toEqual([200, 409]);
      expect(await auditCount('lab.verify', email)).toBe(1);
      const [{ n }] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select cast(count(*) as integer) as n from notifications where ref_id = ${email} and title = 'Lab Verified'`,
      );
      expect(n).toBe(1);
    }
    for (const email of active) {
      const before = { block: await auditCount('lab.block', email), unblock: await auditCount('lab.unblock', email) };
      expect(
        await twice(() => ({ method: 'PUT', url: `/api/profiles/blockLab/${email}`, payload: { is_active: false } })),
        email,
      ).toEqual([200, 409]);
      expect(
        await twice(() => ({ method: 'PUT', url: `/api/profiles/unblockLab/${email}`, payload: { is_active: true } })),
        email,
      ).toEqual([200, 409]);
      expect(await auditCount('lab.block', email)).toBe(before.block + 1);
      expect(await auditCount('lab.unblock', email)).toBe(before.unblock + 1);
    }
  });

  it('respond to a payable or a complaint: the same answer twice at once is saved once', async () => {
    const payables = await ids(sql`select id from orders where payment_type = 'Online' order by id limit 5`);
    for (const id of payables) {
      const status = `Paid via IBFT, reference ${id}`;
      expect(
        await twice(() => ({
          method: 'PUT',
          url: `/api/Appointments/respondpayable/${id}`,
          payload: { Status: status },
        })),
      ).toEqual([200, 409]);
      expect(await auditCount('payable.status', id)).toBe(1);
    }
    const complaints = await ids(sql`select id from complaints order by id limit 5`);
    for (const id of complaints) {
      const before = await auditCount('complaint.respond', id);
      const payload = { Response: `We have refunded the fee (case ${id}).`, Status: 'Resolved' };
      expect(await twice(() => ({ method: 'PUT', url: `/api/Feedbacks/respondcomplaint/${id}`, payload }))).toEqual([
        200, 409,
      ]);
      expect(await auditCount('complaint.respond', id)).toBe(before + 1);
    }
  });

  it.skipIf(!onPostgres)(
    'two different answers at once: the first is saved, the other is told it changed meanwhile',
    async () => {
      const [id] = await ids(sql`select id from orders where payment_type = 'Online' order by id desc limit 1`);
      // A third session holds the row, so both requests read the same status and both wait at their update.
      const holder = new pg.Client({ connectionString: t.database.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from orders where id = $1 for update', [id]);
        const answers = Promise.all(
          ['Paid by cheque', 'Paid by bank transfer'].map((Status, i) =>
            (i ? other : t.app).inject({
              method: 'PUT',
              url: `/api/Appointments/respondpayable/${id}`,
              payload: { Status },
              headers: { authorization: `Bearer ${t.adminToken}` },
            }),
          ),
        );
        await vi.waitFor(
          async () => {
            await holder.query('select pg_stat_clear_snapshot()');
            const { rows } = await holder.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update%'`,
            );
            expect(rows[0].n).toBe(2);
          },
          { timeout: 20_000, interval: 20 },
        );
        await holder.query('commit');
        const codes = (await answers).map(a => a.statusCode).sort();
        // Released, one update goes first; the other finds the status it read gone.
        expect(codes).toEqual([200, 409]);
        expect(await auditCount('payable.status', id)).toBe(1);
      } finally {
        await holder.end();
      }
    },
  );
});

describe("a lab action that its contract's when does not allow", () => {
  it('blocking a pending lab and verifying a blocked one are 409s that change and record nothing', async () => {
    const [pending] = await ids(sql`select email as id from labs where not verified and is_active order by id limit 1`);
    const put = (path: string, payload: object) => t.call({ method: 'PUT', url: `/api/profiles/${path}`, payload });
    const block = await put(`blockLab/${encodeURIComponent(pending)}`, { is_active: false });
    expect(block.statusCode).toBe(409);
    expect(block.json<{ errors: Record<string, string> }>().errors).toHaveProperty('verified');
    expect(await auditCount('lab.block', pending)).toBe(0);
    const [unverifiedBlocked] = await ids(
      sql`select email as id from labs where not verified and not is_active order by id limit 1`,
    );
    if (unverifiedBlocked) {
      const verify = await put(`verifyLab/${encodeURIComponent(unverifiedBlocked)}`, { verified: true });
      expect(verify.statusCode).toBe(409);
      expect(await auditCount('lab.verify', unverifiedBlocked)).toBe(0);
    }
    const [lab] = await queryRows<{ verified: boolean; is_active: boolean }>(
      t.database.db,
      sql`select verified, is_active from labs where email = ${pending}`,
    );
    expect(lab).toEqual({ verified: false, is_active: true });
  });
});
