/**
 * Mixed load: N clients for S seconds, each looping over reads (lab list pages, searches, payables, notifications,
 * dashboard totals) and writes (new tests, staff and lab registrations, payable status changes). Every answer must
 * be a 2xx; afterwards every acknowledged write is looked up and must be there. Used by `npm run bench:load` (200
 * clients, 60 s, a separate server process) and, short, by the API suite (load.test.ts).
 */
import { labRegistration } from './requestBodies.js';

export interface LoadOptions {
  base: string;
  clients: number;
  seconds: number;
  /** Share of writes among the requests (0–1). */
  writeShare?: number;
  /** The clients go on past `seconds` until this many writes were sent: a slow machine still checks as many. */
  minWrites?: number;
  log?: (line: string) => void;
}

export interface LoadReport {
  clients: number;
  seconds: number;
  requests: number;
  reads: number;
  writes: number;
  errors: string[];
  /** Acknowledged writes that were not found afterwards. */
  missing: string[];
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

type Ack =
  | { kind: 'test'; id: number; title: string }
  | { kind: 'staff'; email: string }
  | { kind: 'lab'; email: string }
  | { kind: 'payable'; id: number; status: string };

const READS = [
  '/api/profiles/getAllLabs?_start=0&_end=10&_sort=name&_order=ASC',
  '/api/profiles/getAllLabs?_start=10&_end=20&_sort=name&_order=ASC',
  '/api/profiles/getAllLabs?_start=0&_end=10&_sort=name&_order=ASC&q=lahore',
  '/api/profiles/getPendingrequests/?_start=0&_end=10&_sort=name&_order=ASC',
  '/api/Appointments/getaccountspayable?_start=0&_end=5&_sort=orderId&_order=DESC',
  '/api/Settings/getUnreadNotifications',
  '/api/profiles/totallabs',
  '/api/Inventory/ViewTests?_start=0&_end=10&_sort=Title&_order=ASC',
  '/api/profiles/getAllStaff?_start=0&_end=20&_sort=name&_order=ASC',
];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

export async function runLoad(o: LoadOptions): Promise<LoadReport> {
  const writeShare = o.writeShare ?? 0.25;
  const login = await fetch(`${o.base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@labhub.pk', password: 'Admin1234' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const payables = (await (
    await fetch(`${o.base}/api/Appointments/getaccountspayable?_start=0&_end=50&_sort=orderId&_order=DESC`, {
      headers: auth,
    })
  ).json()) as { orderId: number }[];
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const errors: string[] = [];
  const acks: Ack[] = [];
  const latencies: number[] = [];
  let reads = 0;
  let writes = 0;
  let seq = 0;
  const deadline = Date.now() + o.seconds * 1000;

  async function call(method: string, path: string, body?: unknown) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${o.base}${path}`, {
        method,
        headers: body === undefined ? auth : json,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      if (res.status >= 300) {
        errors.push(`${method} ${path} → ${res.status} ${text.slice(0, 120)}`);
        return undefined;
      }
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch (err) {
      errors.push(`${method} ${path} → ${(err as Error).message}`);
      return undefined;
    }
  }

  async function client(c: number) {
    while (Date.now() < deadline || writes < (o.minWrites ?? 0)) {
      const n = ++seq;
      if (Math.random() >= writeShare) {
        reads++;
        await call('GET', READS[n % READS.length]);
        continue;
      }
      writes++;
      const tag = `${run}-${c}-${n}`;
      switch (n % 4) {
        case 0: {
          const title = `Load test ${tag}`;
          const r = await call('POST', '/api/Inventory/CreateTest', {
            Title: title,
            Description: `A test created by the load run ${tag}. `.padEnd(120, 'x'),
            PreConditions: 'None',
            LowerPriceLimit: 100,
            UpperPriceLimit: 200,
            AvgDuration: '1 Day',
          });
          if (r) acks.push({ kind: 'test', id: Number(r.id), title });
          break;
        }
        case 1: {
          const email = `load-${tag}@staff.example.pk`;
          const r = await call('POST', '/api/profiles/addstaff', {
            name: `Load ${c}`,
            email,
            contact_number: '0300-1234567',
            password: 'Secret123',
            CNIC: '35202-1234567-1',
          });
          if (r) acks.push({ kind: 'staff', email });
          break;
        }
        case 2: {
          const email = `load-${tag}@lab.example.pk`;
          const r = await call('POST', '/api/auth/registerLab/', labRegistration(email, `Load Lab ${tag}`));
          if (r) acks.push({ kind: 'lab', email });
          break;
        }
        default: {
          const id = payables[n % Math.max(1, payables.length)]?.orderId;
          if (id === undefined) break;
          const status = `Paid ${tag}`;
          const r = await call('PUT', `/api/Appointments/respondpayable/${id}`, { Status: status });
          if (r) acks.push({ kind: 'payable', id, status });
        }
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: o.clients }, (_, c) => client(c)));
  const elapsed = (performance.now() - started) / 1000;

  // Every acknowledged write must be there (the last status written to each payable among the acknowledged ones
  // is checked for presence in the set of statuses written to it: concurrent writers may interleave).
  const missing: string[] = [];
  const getAll = async (path: string) =>
    (await (await fetch(`${o.base}${path}`, { headers: auth })).json()) as Record<string, unknown>[];
  const tests = new Map((await getAll('/api/Inventory/ViewTests')).map(t => [Number(t.id), String(t.Title)]));
  const staff = new Set((await getAll('/api/profiles/getAllStaff')).map(s => String(s.email)));
  const pending = new Set((await getAll('/api/profiles/getPendingrequests/')).map(l => String(l.email)));
  const payableNow = new Map(
    (await getAll('/api/Appointments/getaccountspayable')).map(p => [Number(p.orderId), String(p.Status)]),
  );
  const writtenStatuses = new Map<number, Set<string>>();
  for (const a of acks)
    if (a.kind === 'payable') writtenStatuses.set(a.id, (writtenStatuses.get(a.id) ?? new Set()).add(a.status));
  for (const a of acks) {
    if (a.kind === 'test' && tests.get(a.id) !== a.title) missing.push(`test ${a.id} "${a.title}"`);
    if (a.kind === 'staff' && !staff.has(a.email)) missing.push(`staff ${a.email}`);
    if (a.kind === 'lab' && !pending.has(a.email)) missing.push(`lab ${a.email}`);
  }
  for (const [id, statuses] of writtenStatuses)
    if (!statuses.has(payableNow.get(id) ?? ''))
      missing.push(`payable ${id}: ${payableNow.get(id)} is none of the acknowledged statuses`);

  const sorted = latencies.sort((a, b) => a - b);
  const report: LoadReport = {
    clients: o.clients,
    seconds: o.seconds,
    requests: reads + writes,
    reads,
    writes,
    errors,
    missing,
    requestsPerSecond: (reads + writes) / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
  o.log?.(
    `load: ${o.clients} clients × ${o.seconds} s: ${report.requests} requests (${reads} reads, ${writes} writes, ${acks.length} acknowledged), ` +
      `${report.requestsPerSecond.toFixed(0)} req/s, p50 ${report.p50.toFixed(1)} ms, p99 ${report.p99.toFixed(1)} ms; ${errors.length} errors, ${missing.length} acknowledged writes missing`,
  );
  return report;
}
