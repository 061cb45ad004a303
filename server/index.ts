/** Starts the product: the API at /api and the built app at /, on PGlite (default) or PostgreSQL. */
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { demoAdminPresent, hasAdministrator } from './db/admin.js';
import { withMaintenanceLock } from './db/client.js';
import { FirstStartError, isNewPgliteFolder, seedInChild } from './db/firstStart.js';
import { openConfiguredDatabase } from './db/openConfigured.js';
import { DEMO_ACCOUNTS, isSeeded, seed } from './db/seed/index.js';
import { usePrivateUmask } from './lib/fileModes.js';

const started = Date.now();
usePrivateUmask();
// A promise rejected with no handler is one request's (or one background task's) failure: it is logged, and the
// process keeps serving everyone else (Node's default would end it). Request errors themselves are answered by the
// error handler (server/lib/errors.ts); this is the net under a path that forgot to catch.
process.on('unhandledRejection', reason => {
  console.error('unhandled rejection (the server keeps running):', reason);
});
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(78); // EX_CONFIG
}
// The demo's first start on a new PGlite folder: created, migrated and seeded by the seed tool in a child process,
// under this process's lock; this process then opens the seeded folder (server/db/firstStart.ts).
const seedNewFolder = async (folder: string) => {
  if (!config.demo || !isNewPgliteFolder(folder)) return;
  process.stdout.write('First start: seeding demo data in a child process… ');
  try {
    console.log(`done (${await seedInChild(config.dataDir)})`);
  } catch (err) {
    console.log('failed.');
    throw err;
  }
};
let database;
try {
  database = await openConfiguredDatabase(config, { beforeOpen: seedNewFolder });
} catch (err) {
  if (!(err instanceof FirstStartError)) throw err;
  console.error(err.message);
  process.exit(1);
}
// Any other empty database with the demo (PostgreSQL, PGlite in memory, a folder whose first seed did not finish) is
// seeded here. Processes started together on an empty database seed it once: under the migrations' lock, emptiness
// checked again inside it (the others wait, then find it seeded).
if (config.demo && !(await isSeeded(database.db))) {
  await withMaintenanceLock(database, async () => {
    if (await isSeeded(database.db)) return;
    process.stdout.write('First start: seeding demo data… ');
    const summary = await seed(database.db);
    console.log(
      `done (${Object.entries(summary)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')})`,
    );
  });
}

const app = await buildApp({
  database,
  jwtSecret: config.jwtSecret,
  staticDir: config.staticDir,
  listTotalBound: config.listTotalBound,
  // Errors (every 500, with its request id) are always logged; LOG_LEVEL=info adds one line per request.
  logger: { level: process.env.LOG_LEVEL || 'error' },
});

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const where =
  config.database.kind === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : config.database.dataDir
      ? `PGlite at ${config.database.dataDir}`
      : 'PGlite in memory';
console.log(`
LabHub Admin is running at http://localhost:${port}/  (API: http://localhost:${port}/api, ${where}; ready in ${Date.now() - started} ms)`);
if (config.demo && (await demoAdminPresent(database.db))) {
  console.log(`Demo sign-ins:
  administrator  ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
  lab user       ${DEMO_ACCOUNTS.lab.email} / ${DEMO_ACCOUNTS.lab.password}
`);
} else if (!(await hasAdministrator(database.db))) {
  console.log(`No administrator yet: create the first one with  npm run create-admin -- --email you@example.org
`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
