#!/usr/bin/env node
// The server's API tests (apps/server/test): on PGlite, and on PostgreSQL too when DATABASE_URL is set
// (DESIGN §7; which files run where: below). Each run gets its own vitest process; any failure makes the
// exit code non-zero.
// Extra arguments go to vitest, e.g. `npm run test:api -- test/accounts`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const targets = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
const failed = [];

// Files that measure time or kill server processes run after the rest, one at a time, so the other
// files' CPU does not count against a 100 ms budget or a server's restart.
// (vitest's --exclude takes globs; its positional arguments are parts of file paths.)
const ALONE = [
  { glob: 'test/faults/**', filter: 'test/faults/' },
  { glob: 'test/**/*-load.test.ts', filter: 'load.test.ts' },
  { glob: 'test/**/*.process.test.ts', filter: '.process.test.ts' },
];
const extra = process.argv.slice(2);

// With PostgreSQL at hand, the production database gets the whole suite and PGlite (the same engine,
// compiled to WebAssembly, that `npm start` embeds) the files that kill, restart and time real server
// processes on it: one full suite per database took longer than CI allows (decision 024).
// API_TESTS_FULL_PGLITE=1 runs everything on both.
const fullOn = (target) => target === targets.at(-1) || process.env.API_TESTS_FULL_PGLITE === '1';

for (const target of targets) {
  const full = fullOn(target);
  console.log(
    `\n▶ API tests on ${target}${target === 'postgres' ? ` (${redact(process.env.DATABASE_URL)})` : ''}${full ? '' : ': the process, fault and load files'}`,
  );
  const started = Date.now();
  const alone = ['--maxWorkers=1', ...ALONE.map((a) => a.filter)];
  const runs = extra.length ? [extra] : full ? [ALONE.flatMap((a) => ['--exclude', a.glob]), alone] : [alone];
  const ok = runs.every((args) => vitest(target, args));
  console.log(`◀ ${target}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failed.push(target);
}

function vitest(target, args) {
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'apps/server/vitest.config.ts', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: target },
    shell: process.platform === 'win32',
  });
  return run.status === 0;
}

if (failed.length) {
  console.error(`API tests failed on: ${failed.join(', ')}`);
  process.exit(1);
}

/** The URL without its password, fit for a log line. */
function redact(url = '') {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
