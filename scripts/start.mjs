// `npm start`: runs the compiled server (dist-server/index.mjs). On Linux it runs it as a child process with
// MALLOC_ARENA_MAX=2 in its environment unless the variable is already set: glibc reads it only when a process
// starts, and it keeps the server's malloc arenas (zlib in libuv's pool threads, among others) from growing under
// load (docs/PERFORMANCE.md "The first start seeded in a child process"). Signals are passed on to the server, and
// this process ends the way the server ended (its exit code, or the same signal).
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const entry = fileURLToPath(new URL('../dist-server/index.mjs', import.meta.url));

if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined) {
  await import(pathToFileURL(entry).href);
} else {
  const child = spawn(process.execPath, [...process.execArgv, entry, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2'];
  const pass = signal => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of forwarded) process.on(signal, pass);
  child.on('error', err => {
    console.error(`Could not start the server: ${err.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    for (const name of forwarded) process.off(name, pass);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
