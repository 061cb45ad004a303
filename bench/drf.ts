/**
 * The original backend's stack as the API's peer: the Django REST Framework project in bench/drf (Debian's packages,
 * gunicorn with one worker per core) over the same PostgreSQL tables. See bench/drf/README.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

import { launch, type Launched, ROOT, stop } from './lib.js';

const DRF_PACKAGES = ['python3-djangorestframework', 'python3-django', 'python3-psycopg2', 'gunicorn'];
const PYTHON = '/usr/bin/python3';
const GUNICORN = '/usr/bin/gunicorn';
export const DRF_THREADS = 4;

function available(): string | undefined {
  if (!existsSync(GUNICORN)) return `${GUNICORN} is missing`;
  try {
    execFileSync(PYTHON, ['-c', 'import django, rest_framework, psycopg2'], { stdio: 'pipe' });
    return undefined;
  } catch (err) {
    return `${PYTHON} cannot import django, rest_framework and psycopg2 (${String(
      (err as { stderr?: Buffer }).stderr ?? err,
    )
      .trim()
      .split('\n')
      .pop()})`;
  }
}

/** Undefined when DRF can run; else why not. With `install`, missing packages are installed with apt-get first. */
export function ensureDrf(install: boolean): string | undefined {
  const missing = available();
  if (!missing || !install) return missing;
  console.log(`DRF: ${missing}; installing ${DRF_PACKAGES.join(' ')} with apt-get …`);
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...DRF_PACKAGES], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (err) {
    return `${missing}, and apt-get install failed (${(err as Error).message.split('\n')[0]})`;
  }
  return available();
}

export interface DrfServer extends Launched {
  base: string;
  workers: number;
}

/** gunicorn on a port the OS picks (it logs "Listening at: http://127.0.0.1:PORT"). */
export async function startDrf(databaseUrl: string, jwtSecret: string): Promise<DrfServer> {
  const workers = cpus().length;
  const server = launch(
    GUNICORN,
    // gthread: the sync worker answers `Connection: close` to every request, and a load generator holding keep-alive
    // connections (autocannon, a browser, a proxy) then measures reconnections; threads also overlap database waits.
    [
      '--chdir',
      join(ROOT, 'bench', 'drf'),
      '--workers',
      String(workers),
      '--worker-class',
      'gthread',
      '--threads',
      String(DRF_THREADS),
      '--keep-alive',
      '5',
      '--bind',
      '127.0.0.1:0',
      '--log-level',
      'info',
      '--error-logfile',
      '-',
      'labhub_drf.wsgi:application',
    ],
    { DRF_DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, PYTHONDONTWRITEBYTECODE: '1' },
    text => /Listening at: http:\/\/127\.0\.0\.1:(\d+)/.exec(text)?.[1],
    'gunicorn (DRF)',
  );
  try {
    const port = await server.ready;
    return { ...server, base: `http://127.0.0.1:${port}`, workers };
  } catch (err) {
    await stop(server);
    throw err;
  }
}

/**
 * Both servers must answer the same rows in the same order with the same total before they are compared: the API's
 * page (X-Total-Count) against DRF's `{count, results}`.
 */
export async function assertSameAnswers(apiUrl: string, drfUrl: string, headers: Record<string, string>) {
  const api = await fetch(apiUrl, { headers });
  const drf = await fetch(drfUrl, { headers });
  if (!api.ok || !drf.ok)
    throw new Error(
      `cannot compare ${apiUrl} (${api.status}) with ${drfUrl} (${drf.status}): ${drf.ok ? '' : (await drf.text()).slice(0, 300)}`,
    );
  const apiIds = ((await api.json()) as { id: number }[]).map(r => r.id);
  // A search matching more rows than the API counts (LIST_TOTAL_BOUND) answers X-Total-At-Least instead: DRF's exact
  // count must be at least that.
  const atLeast = api.headers.get('x-total-at-least');
  const apiTotal = Number(atLeast ?? api.headers.get('x-total-count'));
  const body = (await drf.json()) as { count: number; results: { id: number }[] };
  const drfIds = body.results.map(r => r.id);
  const sameTotal = atLeast === null ? apiTotal === body.count : body.count >= apiTotal;
  if (!sameTotal || apiIds.join() !== drfIds.join()) {
    throw new Error(
      `the API and DRF disagree: ${apiUrl} → total ${atLeast === null ? '' : 'at least '}${apiTotal}, ids ${apiIds.join(', ')}; ${drfUrl} → count ${body.count}, ids ${drfIds.join(', ')}`,
    );
  }
  return { total: atLeast === null ? apiTotal : `≥ ${apiTotal}`, ids: apiIds };
}
