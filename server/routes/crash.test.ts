/**
 * Crash safety: the server is killed with SIGKILL in the middle of a stream of writes — on a persisted
 * PGlite folder in the PGlite pass, on a PostgreSQL database in the PostgreSQL pass — then started again on the
 * same data: every write that got a 2xx is there, each with its audit row (one transaction), and the server works.
 */
import { describe, expect, it } from 'vitest';

import { onPostgres, tokenOf, useProcesses } from '../test/serverProcess.js';

const processes = useProcesses();

describe(`kill -9 during writes (${onPostgres ? 'PostgreSQL' : 'PGlite data folder'})`, () => {
  it('every acknowledged write survives, with its audit row', { timeout: 180_000 }, async () => {
    // Seeded data (the demo accounts) without the server seeding it: a copy of the suite's seed.
    const env: Record<string, string> = onPostgres
      ? { DATABASE_URL: await processes.database('crash', { seeded: true }) }
      : { DATABASE_URL: '', PGLITE_MEMORY: '', DATA_DIR: await processes.seededFolder('labhub-crash-') };
    const first = await processes.server(env);
    const token = await tokenOf(first.base);
    const acked = new Map<number, string>();
    let attempts = 0;
    let stop = false;
    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const title = `Crash ${w}-${n}`;
        attempts++;
        try {
          const res = await fetch(`${first.base}/api/Inventory/CreateTest`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              Title: title,
              Description: `Written while the server is about to be killed (${title}).`.padEnd(120, '.'),
              PreConditions: 'None',
              LowerPriceLimit: 1,
              UpperPriceLimit: 2,
              AvgDuration: '1 Day',
            }),
          });
          if (res.status === 201) acked.set(((await res.json()) as { id: number }).id, title);
        } catch {
          // the server is gone: not acknowledged
          return;
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    // Killed once 10 writes are acknowledged, with the 8 writers' next ones in flight (not after a fixed time: on a
    // busy machine that could be before any write).
    await expect.poll(() => acked.size, { timeout: 120_000, interval: 20 }).toBeGreaterThanOrEqual(10);
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acked.size).toBeGreaterThan(5);

    const second = await processes.server(env);
    const again = await tokenOf(second.base);
    const headers = { authorization: `Bearer ${again}` };
    const tests = (await (await fetch(`${second.base}/api/Inventory/ViewTests`, { headers })).json()) as {
      id: number;
      Title: string;
    }[];
    const present = new Map(tests.filter(t => t.Title.startsWith('Crash ')).map(t => [t.id, t.Title]));
    for (const [id, title] of acked) expect(present.get(id), `acknowledged test ${id} "${title}"`).toBe(title);
    // Atomic: every test that made it has its audit row, and no audit row points to a test that is not there.
    const audit = (await (
      await fetch(`${second.base}/api/audit?action=test.create&_start=0&_end=100000`, { headers })
    ).json()) as { entity_id: string; details: { name?: string } }[];
    const audited = new Set(audit.map(a => Number(a.entity_id)));
    for (const id of present.keys()) expect(audited.has(id), `audit row of test ${id}`).toBe(true);
    for (const a of audit.filter(a => a.details?.name?.startsWith('Crash ')))
      expect(present.has(Number(a.entity_id)), `test ${a.entity_id} of an audit row`).toBe(true);
    // And it keeps working.
    const more = await fetch(`${second.base}/api/Inventory/CreateTest`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        Title: 'After the crash',
        Description: 'x'.repeat(120),
        PreConditions: 'None',
        LowerPriceLimit: 1,
        UpperPriceLimit: 2,
        AvgDuration: '1 Day',
      }),
    });
    expect(more.status).toBe(201);
    console.log(
      `crash (${onPostgres ? 'postgres' : 'pglite'}): ${attempts} writes attempted, ${acked.size} acknowledged before kill -9, all ${acked.size} present after restart (${present.size} in all)`,
    );
  });
});
