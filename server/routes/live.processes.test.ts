/**
 * Scale-out: two API processes on one PostgreSQL database. A notification created through one arrives on the
 * other's event stream (LISTEN/NOTIFY), not only on the stream of the process that wrote it.
 * Runs in the PostgreSQL pass of the suite (DATABASE_URL set); the PGlite pass prints why it skips.
 */
import { describe, expect, it } from 'vitest';

import { labRegistration } from '../test/requestBodies.js';
import { onPostgres, tokenOf, useProcesses } from '../test/serverProcess.js';
import { openStream } from '../test/sse.js';

const processes = useProcesses();

if (!onPostgres) {
  console.log(
    'SKIPPED two-process live notifications: it runs in the PostgreSQL pass (DATABASE_URL), PGlite serves one process.',
  );
}

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  it('a notification created through process A arrives on the stream of process B', { timeout: 120_000 }, async () => {
    // Both on a copy of the suite's seeded database, started together (neither has to seed it).
    const env = { DATABASE_URL: await processes.database('live_processes', { seeded: true }) };
    const [a, b] = (await Promise.all([processes.server(env), processes.server(env)])).map(s => s.base) as [
      string,
      string,
    ];
    expect(a).not.toBe(b);
    const token = await tokenOf(a);
    const onB = await openStream(b, token);
    const onA = await openStream(a, token);
    const res = await fetch(`${a}/api/auth/registerLab/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        labRegistration('twoprocess@example.pk', 'Two Process Lab', {
          contact_number: '0300-1111111',
          landline_number: '042-1111111',
        }),
      ),
    });
    expect(res.status).toBe(202);
    const [event] = await onB.waitFor(1, 5000);
    expect(event.data).toMatchObject({
      Title: 'New Lab Registration',
      Data: { type: 'Lab Verification', id: 'twoprocess@example.pk' },
    });
    const [same] = await onA.waitFor(1, 5000);
    expect(same.id).toBe(event.id);
    await onA.close();
    await onB.close();

    // Caches follow across processes: B has the lab user and a lab list cached; a block through A reaches B.
    const labToken = await tokenOf(a, 'lab');
    const me = () => fetch(`${b}/api/auth/me`, { headers: { authorization: `Bearer ${labToken}` } });
    expect((await me()).status).toBe(200);
    const listUrl = `${b}/api/profiles/getAllLabs?_start=0&_end=100&_sort=name&_order=ASC`;
    const adminGet = () => fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
    await adminGet();
    expect((await adminGet()).headers.get('x-read-cache')).toBe('hit');
    const blocked = await fetch(`${a}/api/profiles/blockLab/lab@labhub.pk`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ is_active: false }),
    });
    expect(blocked.status).toBe(200);
    await expect.poll(async () => (await me()).status, { timeout: 2000, interval: 20 }).toBe(401);
    await expect
      .poll(
        async () =>
          ((await (await adminGet()).json()) as { email: string; is_active: boolean }[]).find(
            l => l.email === 'lab@labhub.pk',
          )?.is_active,
        { timeout: 2000, interval: 20 },
      )
      .toBe(false);
  });
});
