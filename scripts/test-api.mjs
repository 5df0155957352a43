#!/usr/bin/env node
// The server's API tests (apps/server/test): on PGlite, and on PostgreSQL too when DATABASE_URL is set
// (DESIGN §7; which files run where: below). Each run gets its own vitest process; any failure makes the
// exit code non-zero.
// Extra arguments go to vitest, e.g. `npm run test:api -- test/accounts`.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const targets = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
const failed = new Set();

// Files that kill and restart real server processes, and files that time requests, run after the
// rest, one file at a time per database, so other files' CPU does not count against a restart.
// (vitest's --exclude takes globs; its positional arguments are parts of file paths.)
const PROCESS = [
  { glob: 'test/faults/**', filter: 'test/faults/' },
  { glob: 'test/**/*.process.test.ts', filter: '.process.test.ts' },
];
// The timing files run last and alone, the only vitest process on the machine: a 100 ms budget.
const ISOLATED = { glob: 'test/invoices/**', filter: 'test/invoices/' };
const TIMING = [{ glob: 'test/**/*-load.test.ts', filter: 'load.test.ts' }];
const extra = process.argv.slice(2);

// With PostgreSQL at hand, the production database gets the whole suite and PGlite (the same engine,
// compiled to WebAssembly, that `npm start` embeds) the files that kill, restart and time real server
// processes on it: one full suite per database took longer than CI allows (decision 024).
// API_TESTS_FULL_PGLITE=1 runs everything on both.
const fullOn = (target) => target === targets.at(-1) || process.env.API_TESTS_FULL_PGLITE === '1';
const excludeAll = [...PROCESS, ...TIMING].flatMap((a) => ['--exclude', a.glob]);
const oneAtATime = (groups) => ['--maxWorkers=1', ...groups.map((a) => a.filter)];

const started = Date.now();
if (extra.length) {
  for (const target of targets) await run(target, extra);
} else {
  // Without isolation each worker imports the app once, not once per file: 95 s instead of 261 s for
  // this run on PostgreSQL (decision 055). Every file builds its own app and database; the PDF files keep
  // their isolation, because the PDF library keeps state between renders in one process (an Arabic bill
  // drawn after other files' PDFs once lost a line of text).
  for (const target of targets.filter(fullOn)) {
    await run(target, [...excludeAll, '--exclude', ISOLATED.glob, '--no-isolate'], 'the files that share the machine');
    await run(target, [ISOLATED.filter, ...excludeAll], 'the PDF files, each in a fresh process');
  }
  // The process files of the two databases side by side: each keeps one server process at a time, so
  // together they fill the two cores one alone leaves half idle (decision 024, amended).
  await Promise.all(targets.map((target) => run(target, oneAtATime(PROCESS), 'the process and fault files', targets.length > 1)));
  for (const target of targets) await run(target, oneAtATime(TIMING), 'the timing files');
}
console.log(`\nAPI tests ${failed.size ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed.size) {
  console.error(`API tests failed on: ${[...failed].join(', ')}`);
  process.exit(1);
}

/** One vitest run on one database; with `tagged`, each line of its output says which database it is. */
async function run(target, args, what = 'the files asked for', tagged = false) {
  const label = `${target}${target === 'postgres' ? ` (${redact(process.env.DATABASE_URL)})` : ''}`;
  console.log(`\n▶ API tests on ${label}: ${what}`);
  const begun = Date.now();
  const child = spawn('npx', ['vitest', 'run', '--config', 'apps/server/vitest.config.ts', ...args], {
    cwd: root,
    stdio: tagged ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, TEST_DB: target, ...(tagged ? { NO_COLOR: '1', FORCE_COLOR: '0' } : {}) },
    shell: process.platform === 'win32',
  });
  if (tagged) {
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${target}] ${line}`));
    }
  }
  const code = await new Promise((resolve) => child.once('close', resolve));
  const ok = code === 0;
  console.log(`◀ ${target}, ${what}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  if (!ok) failed.add(target);
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
