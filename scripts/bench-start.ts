// How long the compiled server takes to answer /healthz, the most memory it held by then (VmHWM) and
// the CPU it used, for the embedded demo on an empty folder, the same folder started again, and
// PostgreSQL (issue 36).
// Several builds are alternated run by run (before, after, before, after…), so a machine that gets
// busier during the bench does not favour one; medians and ranges are printed as a Markdown table.
// Run: npm run bench:start -- [--runs 3] [--server [<node binary>=]a/server.js[,<node option>…] --server b/server.js] [--profile <dir>]
//   Each build runs as `npm start` runs it (apps/server's start script), with the node options given after
//   its path (e.g. `,--enable-source-maps`, as `npm run start:prod` and the tests' servers run), on
//   the Node.js given before an `=` (another runtime, decision 070) or else on the bench's own.
//   PostgreSQL needs DATABASE_URL (a fresh schema per run, dropped after). Without --server the bench
//   compiles apps/server/dist. --profile starts each build once on an empty folder under
//   node --cpu-prof and summarises where the start's time went.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { freshPostgresSchema } from '../apps/server/test/support/server-databases.ts';
import { startServer, type ServerOptions } from '../apps/server/test/support/server-process.ts';
import { cpuSeconds, peakRssMb } from './bench/server-figures.ts';
import { summarise } from './bench/cpu-profile-top.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    server: { type: 'string', multiple: true },
    profile: { type: 'string' },
  },
});
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const servers = values.server ?? [path.join(ROOT, 'apps/server/dist/server.js')];
/** `[node=]path,--option,…`: the entry, the node options it runs with, and on which Node.js. */
const entry = (server: string) => {
  const [head, ...nodeArgs] = server.split(',');
  const [file, runtime] = head!.split('=').reverse();
  return { compiled: path.resolve(file!), nodeArgs, runAs: 'start' as const, ...(runtime ? { node: path.resolve(runtime) } : {}) };
};
const pgUrl = process.env.DATABASE_URL;

if (!values.server) {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server did not compile');
}

type Figures = Record<string, number>;

/** Starts a server, times it to its first healthy answer, reads its peak memory, stops it. */
async function timed(options: ServerOptions, figures: Figures, name: string, settle = false): Promise<void> {
  const started = performance.now();
  // NODE_ENV unset, as `npm start` runs: outside tests the PDF workers start while the server does.
  const env = { NODE_ENV: 'development', LOG_LEVEL: 'warn', ...options.env };
  const server = await startServer({ ...options, readyTimeoutMs: 180_000, env });
  figures[`${name}, s`] = (performance.now() - started) / 1000;
  figures[`${name}, MB`] = peakRssMb(server.pid);
  // The CPU it took (all threads), which a busy machine stretches less than the wall time.
  figures[`${name}, CPU s`] = cpuSeconds(server.pid);
  if (settle) {
    // The PDF workers are still loading their renderer at the first answer: their memory shows later.
    await new Promise((r) => setTimeout(r, 5_000));
    figures[`${name}, MB 5 s later`] = peakRssMb(server.pid);
  }
  const exit = await server.stop();
  if (exit.code !== 0) throw new Error(`${name}: the server did not stop cleanly (${JSON.stringify(exit)}):\n${server.stderr()}`);
}

async function oneRun(server: string, profileDir?: string): Promise<Figures> {
  const figures: Figures = {};
  const { nodeArgs, ...build } = entry(server);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
  const dataDir = path.join(folder, 'data');
  const args = profileDir ? [...nodeArgs, '--cpu-prof', `--cpu-prof-dir=${profileDir}`] : nodeArgs;
  try {
    await timed({ dataDir, ...build, nodeArgs: args }, figures, 'PGlite, empty folder', !profileDir);
    if (profileDir) return figures;
    await timed({ dataDir, ...build, nodeArgs }, figures, 'PGlite, seeded folder');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  if (!pgUrl) return figures;
  const pg = await freshPostgresSchema(pgUrl);
  try {
    await timed({ ...pg.options, ...build, nodeArgs }, figures, 'PostgreSQL, empty schema');
    await timed({ ...pg.options, ...build, nodeArgs }, figures, 'PostgreSQL, migrated and seeded');
  } finally {
    await pg.dispose();
  }
  return figures;
}

const label = (s: string) =>
  s
    .split(',')
    .map((part, i) =>
      i
        ? part
        : part
            .split('=')
            .map((p) => path.relative(ROOT, path.resolve(p)))
            .join(' running '),
    )
    .join(' ');
if (values.profile) {
  for (const [i, compiled] of servers.entries()) {
    const dir = path.resolve(values.profile, String(i));
    fs.rmSync(dir, { recursive: true, force: true });
    await oneRun(compiled, dir);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
      const { totalMs, places, functions } = summarise(path.join(dir, file), 15);
      console.log(`\n${label(compiled)}, empty folder: ${totalMs} ms busy (${file})`);
      console.table(places);
      console.table(functions);
    }
  }
  process.exit(0);
}

const results = new Map<string, Figures[]>(servers.map((s) => [s, []]));
const runs = Number(values.runs);
for (let run = 0; run < runs; run++) {
  for (const compiled of run % 2 ? [...servers].reverse() : servers) {
    console.error(`run ${run + 1}/${runs}: ${label(compiled)}`);
    results.get(compiled)!.push(await oneRun(compiled));
  }
}

const round = (n: number) => (n >= 100 ? Math.round(n) : Number(n.toFixed(2)));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const cell = (runs: Figures[], name: string) => {
  const xs = runs.map((f) => f[name]).filter((x): x is number => x !== undefined);
  if (!xs.length) return '—';
  return xs.length === 1 ? String(round(xs[0]!)) : `${round(median(xs))} (${round(Math.min(...xs))}–${round(Math.max(...xs))})`;
};
const names = [...new Set([...results.values()].flatMap((r) => r.flatMap(Object.keys)))];
console.log(`\n${runs} run(s) alternated, ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}; median (range)\n`);
console.log(`| figure | ${servers.map(label).join(' | ')} |\n|---|${servers.map(() => '---|').join('')}`);
for (const name of names) console.log(`| ${name} | ${servers.map((s) => cell(results.get(s)!, name)).join(' | ')} |`);
process.exit(0);
