// `npm start` runs this first: builds the app with Vite when dist/ is missing or older than the sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'index.html',
  'vite.config.ts',
  'src',
  'resources',
  'dataProvider',
  'authProvider',
  'contracts',
  'public',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

if (!existsSync('index.html')) {
  console.log('No app sources (index.html) yet: serving the API only.');
  process.exit(0);
}
const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newest));
if (built >= sources && process.env.FORCE_BUILD !== '1') {
  console.log('The app is built and up to date (dist/).');
} else {
  console.log('Building the app (vite build)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

// The server, compiled to one ES module (scripts/buildServer.mjs): it starts without a TypeScript loader (≈ 35 MB less
// memory and a faster start).
const SERVER_SOURCES = ['server', 'contracts', 'package-lock.json'];
const serverBuilt = existsSync('dist-server/index.mjs') ? statSync('dist-server/index.mjs').mtimeMs : 0;
if (serverBuilt >= Math.max(...SERVER_SOURCES.map(newest)) && process.env.FORCE_BUILD !== '1') {
  console.log('The server is built and up to date (dist-server/).');
} else {
  const { buildServer } = await import('./buildServer.mjs');
  await buildServer('dist-server');
  console.log('Built the server (dist-server/index.mjs).');
}
