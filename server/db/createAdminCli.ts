/**
 * `npm run create-admin -- --email you@example.org [--name "Your Name"]`: creates an administrator (the first one of
 * a real deployment, whose database holds no demo accounts). The password is asked twice on a terminal, without
 * echo; scripts give it with `--password-stdin` (first line of standard input) or the LABHUB_ADMIN_PASSWORD
 * variable (`--password` works too, but is visible to other users in the process list). The database is the
 * server's: DATABASE_URL, else PGlite in DATA_DIR (stop the server first: a PGlite folder belongs to one process).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config.js';
import { AdminError, adminPasswordProblem, createAdministrator, EMAIL_PATTERN } from './admin.js';
import { openConfiguredDatabase } from './openConfigured.js';

const USAGE = `Usage: npm run create-admin -- --email EMAIL [--name NAME] [--password-stdin | --password PASSWORD]

  --email EMAIL       the administrator's sign-in email (required)
  --name NAME         the name shown in the app (default: Administrator)
  --password-stdin    read the password from the first line of standard input (for scripts)
  --password PW       the password itself (visible in the process list: prefer the two above)
Without these, the password is taken from LABHUB_ADMIN_PASSWORD, or asked twice on the terminal.
At least 12 characters, letters and a digit or symbol, not the email, not a demo password.
Database: DATABASE_URL (PostgreSQL) when set, else PGlite in DATA_DIR (default data).`;

class UsageError extends Error {}

/** One line from the terminal, not echoed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise(resolve => {
    rl.question(question, answer => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function firstLineOfStdin(): Promise<string> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function password(values: { password?: string; 'password-stdin'?: boolean }, email: string): Promise<string> {
  if (values['password-stdin']) return firstLineOfStdin();
  if (values.password !== undefined) return values.password;
  if (process.env.LABHUB_ADMIN_PASSWORD) return process.env.LABHUB_ADMIN_PASSWORD;
  if (!process.stdin.isTTY)
    throw new UsageError('No password: give it with --password-stdin or LABHUB_ADMIN_PASSWORD when not on a terminal.');
  for (;;) {
    const first = await askHidden(`Password for ${email}: `);
    const problem = adminPasswordProblem(first, email);
    if (problem) {
      console.error(problem);
      continue;
    }
    if ((await askHidden('The same password again: ')) === first) return first;
    console.error('The two passwords differ; again.');
  }
}

async function main(): Promise<number> {
  let values;
  try {
    values = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.email) throw new UsageError('--email is required.');
  if (!EMAIL_PATTERN.test(values.email.trim())) throw new UsageError(`"${values.email}" is not an email address.`);
  const email = values.email.trim().toLowerCase();
  const secret = await password(values, email);

  const database = await openConfiguredDatabase(loadConfig(process.env, 'tool'), {
    whenBusy: 'Stop the server before creating an administrator on PGlite.',
  });
  try {
    const admin = await createAdministrator(database.db, {
      email,
      name: values.name ?? 'Administrator',
      password: secret,
    });
    console.log(
      `Created the administrator ${admin.email} (id ${admin.id}) on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}. Sign in with it.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof AdminError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  code => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError || err instanceof ConfigError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error('create-admin failed:', err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
