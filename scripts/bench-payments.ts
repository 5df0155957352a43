// Payments per second, latency, server CPU and SQL statements per payment, on the compiled server,
// for the embedded database and PostgreSQL (issue 36). Figures are medians of alternated runs with
// their ranges; they compare changes on one machine, they promise nothing.
// Run: npm run bench:payments -- [--runs 3] [--seconds 15] [--warm-up 60] [--db both|pglite|postgres] [--profile <dir>] [--server <server.js>[,<node option>…]]
//        [--stand-ins in-process|apart] [--node <another Node.js binary for the server>] [--redis]
//   PostgreSQL needs DATABASE_URL (a fresh schema per run, dropped after). --profile runs only the
//   steady 20/s wallet load under node --cpu-prof and summarises the profile. `--stand-ins apart` runs
//   the sandbox biller switch, wallet, meter data, card gateway, an SMS provider and a mail server in a
//   process of their own (bench/stand-ins.ts), so the server's CPU is the portal's alone and theirs is
//   counted beside it; codes are then texted over HTTP and read from the SMS stand-in, and receipts
//   mailed over SMTP, as production sends them. `--redis` gives the server REDIS_URL (from this shell), so
//   the request counters are Redis's as in a deployment of several servers, not an upsert in PostgreSQL
//   per request. Each payment comes from a customer of its own, from an address of its own (`Crowd` in
//   bench/payment-load.ts), so the server runs with its own limits; `--customers` is how many pay at once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { calls } from '@portal/contract';
import { freshPostgresSchema } from '../apps/server/test/support/server-databases.ts';
import { startServer, type RunningServer, type ServerOptions } from '../apps/server/test/support/server-process.ts';
import { openPglite, type Db } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { Crowd, backToBack, cardPayment, steady, walletPayment } from './bench/payment-load.ts';
import {
  busyPercent,
  cpuSeconds,
  kernelCpuSeconds,
  machineTicks,
  metricByLabel,
  peakRssMb,
  othersCpu,
  othersPerPayment,
} from './bench/server-figures.ts';
import { startStandIns, type StandIns } from './bench/stand-ins-process.ts';
import { summarise } from './bench/cpu-profile-top.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '15' },
    'warm-up': { type: 'string', default: '60' },
    db: { type: 'string', default: process.env.DATABASE_URL ? 'both' : 'pglite' },
    customers: { type: 'string', default: '20' },
    rate: { type: 'string', default: '20' },
    profile: { type: 'string' },
    /** A server compiled before (build-server.mjs --outdir …); without it the bench compiles apps/server/dist. */
    server: { type: 'string' },
    'stand-ins': { type: 'string', default: 'in-process' },
    /** The server on another runtime (decision 070); the stand-ins and the load stay on this one. */
    node: { type: 'string' },
    redis: { type: 'boolean', default: false },
  },
});
if (values.redis && !process.env.REDIS_URL) throw new Error('--redis needs REDIS_URL');
const SECONDS = Number(values.seconds);
const WARM_UP_SECONDS = Number(values['warm-up']);
const CUSTOMERS = Number(values.customers);
const RATE = Number(values.rate);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// `path[,node option…]`: with options, the server runs with exactly those (a build measured before
// start:prod's options changed); without, as `npm run start:prod` runs it.
const [serverFile, ...serverOptions] = (values.server ?? path.join(ROOT, 'apps/server/dist/server.js')).split(',');
const SERVER = path.resolve(serverFile!);
const RUN: ServerOptions = {
  compiled: SERVER,
  ...(serverOptions.length ? { runAs: 'node', nodeArgs: serverOptions } : {}),
  ...(values.node ? { node: path.resolve(values.node) } : {}),
};
const kinds = values.db === 'both' ? (['postgres', 'pglite'] as const) : ([values.db] as ('postgres' | 'pglite')[]);
if (kinds.includes('postgres') && !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
const APART = values['stand-ins'] === 'apart';
if (!APART && values['stand-ins'] !== 'in-process') throw new Error('--stand-ins is in-process or apart');

const ROUTE = (call: { path: string }) => `/api/${call.path}`;
const PAYMENT_ROUTES = [calls.inquirePostBill, calls.generateToken, calls.walletPay].map(ROUTE);
const CARD_ROUTES = [calls.inquirePostBill, calls.getPaymentToken, calls.sdkConfirmCardNonce, calls.completePayment].map(ROUTE);

if (!values.server) {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server did not compile');
}

type Figures = Record<string, number>;

async function fundWallets(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_wallet_accounts (mobile, balance_baisa) SELECT m, 10000000000000 FROM unnest($1::text[]) AS m ON CONFLICT (mobile) DO NOTHING`,
    [Crowd.allMobiles()],
  );
}

/**
 * SQL statements per wallet payment, on a server of their own: counting labels each statement with its
 * request through AsyncLocalStorage, whose promise hooks would be counted in the CPU figures.
 */
async function sqlPerPayment(where: ServerOptions, settings: Record<string, string>, codesUrl?: string): Promise<Figures> {
  const counting = await startServer({ ...where, ...RUN, env: { ...settings, SQL_COUNT: '1' }, readyTimeoutMs: 180_000 });
  try {
    const crowd = new Crowd(counting.url, codesUrl);
    for (let i = 0; i < 5; i++) await walletPayment(crowd.take());
    const count = () => metricByLabel(counting.url, 'portal_sql_statements_total', 'route');
    const PAYMENTS = 20;
    /** Statements per payment by route, `pay` made PAYMENTS times; the receipt's notifications are sent by the workers just after the answer. */
    const counted = async (pay: (i: number) => Promise<unknown>) => {
      const before = await count();
      for (let i = 0; i < PAYMENTS; i++) await pay(i);
      await new Promise((r) => setTimeout(r, 2000));
      const after = await count();
      return (route: string) => ((after.get(route) ?? 0) - (before.get(route) ?? 0)) / PAYMENTS;
    };
    const wallet = await counted(() => walletPayment(crowd.take()));
    for (let i = 0; i < 5; i++) await cardPayment(crowd.take());
    const card = await counted(() => cardPayment(crowd.take()));
    return {
      'SQL per wallet payment (inquire, code, pay)': PAYMENT_ROUTES.reduce((n, r) => n + wallet(r), 0),
      'SQL of WalletPay': wallet(ROUTE(calls.walletPay)),
      'SQL outside requests per payment (workers)': wallet('background'),
      'SQL per card payment (inquire, token, confirm, complete)': CARD_ROUTES.reduce((n, r) => n + card(r), 0),
      'SQL of SdkConfirmCardNonce': card(ROUTE(calls.sdkConfirmCardNonce)),
      'SQL of CompletePayment': card(ROUTE(calls.completePayment)),
      'SQL outside requests per card payment (workers, the receipt e-mail)': card('background'),
    };
  } finally {
    await counting.stop();
  }
}

/** Seconds the server has spent collecting garbage (prom-client's default metrics), every kind summed. */
const gcSeconds = async (url: string) =>
  [...(await metricByLabel(url, 'portal_process_nodejs_gc_duration_seconds_sum', 'kind')).values()].reduce((a, b) => a + b, 0);

/** Waits until the outbox has nothing left to send (or `ms` passed). */
async function drained(url: string, ms: number): Promise<void> {
  const until = performance.now() + ms;
  const queued = async () => [...(await metricByLabel(url, 'portal_outbox_backlog', 'channel')).values()].reduce((a, b) => a + b, 0);
  while ((await queued()) > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 500));
}

/** Starts a server and times it to its first healthy answer. */
async function timedStart(options: ServerOptions): Promise<{ server: RunningServer; ms: number; mb: number }> {
  const started = performance.now();
  const server = await startServer({ ...options, readyTimeoutMs: 180_000 });
  return { server, ms: Math.round(performance.now() - started), mb: peakRssMb(server.pid) };
}

async function oneRun(kind: 'pglite' | 'postgres'): Promise<Figures> {
  const figures: Figures = {};
  // The sandbox gateway's card endpoint allows 120 tokenisations a minute per address: the card run makes more.
  const env = {
    LOG_LEVEL: 'warn',
    SANDBOX_TOKENIZE_PER_MINUTE: '1000000',
    ...Crowd.SETTINGS,
    ...(values.redis ? { REDIS_URL: process.env.REDIS_URL! } : {}),
  };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-payments-'));
  const pg = kind === 'postgres' ? await freshPostgresSchema(process.env.DATABASE_URL!) : undefined;
  const where: ServerOptions = pg ? pg.options : { dataDir: path.join(folder, 'data') };
  let server: RunningServer | undefined;
  let standIns: StandIns | undefined;
  try {
    const first = await timedStart({ ...where, ...RUN, env });
    figures[kind === 'pglite' ? 'start on an empty folder, ms' : 'first start (migrate, seed), ms'] = first.ms;
    figures[kind === 'pglite' ? 'start on an empty folder, MB' : 'first start, MB'] = first.mb;
    await first.server.stop();
    // Apart on PGlite, the stand-ins keep a folder of their own (one process per folder), wallets funded there.
    const standInsDir = path.join(folder, 'stand-ins');
    const db = pg ? await pg.open() : await openPglite(APART ? standInsDir : where.dataDir);
    if (APART && !pg) await migrate(db);
    await fundWallets(db);
    await db.close();
    if (APART) standIns = await startStandIns(pg ? { DATABASE_URL: pg.options.databaseUrl! } : { DATA_DIR: standInsDir }, env);
    const settings = { ...env, ...standIns?.settings };
    if (!values.profile) Object.assign(figures, await sqlPerPayment(where, settings, standIns?.codesUrl));
    const profiling = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
    const again = await timedStart({ ...where, ...RUN, env: settings, nodeArgs: [...(RUN.nodeArgs ?? []), ...profiling] });
    server = again.server;
    figures['start on a seeded database, ms'] = again.ms;
    figures['start on a seeded database, MB'] = again.mb;
    const crowd = new Crowd(server.url, standIns?.codesUrl);
    // A server runs for days: its cost per payment is the one after the JIT has compiled the hot paths.
    // Back to back on PostgreSQL the CPU per payment falls for about two minutes (~23 ms in the first
    // 10 s, ~12 after 30 s, ~9–10 after 110 s; the stand-ins, Node too, fall alike): 60 s by default.
    await backToBack(WARM_UP_SECONDS, CUSTOMERS, () => walletPayment(crowd.take()));

    if (!values.profile) {
      const gc0 = await gcSeconds(server.url);
      const cpu0 = cpuSeconds(server.pid);
      const kernel0 = kernelCpuSeconds(server.pid);
      const apart0 = standIns ? cpuSeconds(standIns.pid) : 0;
      const others0 = othersCpu();
      const machine0 = machineTicks();
      const wallet = await backToBack(SECONDS, CUSTOMERS, () => walletPayment(crowd.take()));
      Object.assign(figures, othersPerPayment(others0, wallet.count, 'wallet', Boolean(pg)));
      figures['wallet payments/s, back to back'] = wallet.perSecond;
      figures['machine busy during it, % of all cores'] = busyPercent(machine0, machineTicks());
      figures['server CPU per wallet payment, ms'] = ((cpuSeconds(server.pid) - cpu0) * 1000) / wallet.count;
      figures['of which in the kernel, ms'] = ((kernelCpuSeconds(server.pid) - kernel0) * 1000) / wallet.count;
      figures['garbage collection per wallet payment, ms'] = (((await gcSeconds(server.url)) - gc0) * 1000) / wallet.count;
      if (standIns) figures['stand-ins CPU per wallet payment, ms'] = ((cpuSeconds(standIns.pid) - apart0) * 1000) / wallet.count;
    }

    const open = await steady(SECONDS, RATE, () => walletPayment(crowd.take()));
    figures[`whole payment at ${RATE}/s, p50 ms`] = open.wholeP50;
    figures[`whole payment at ${RATE}/s, p99 ms`] = open.wholeP99;
    figures[`WalletPay at ${RATE}/s, p50 ms`] = open.payP50;
    figures[`WalletPay at ${RATE}/s, p99 ms`] = open.payP99;
    figures[`payments at ${RATE}/s that failed or took over 30 s`] = open.failed;

    if (!values.profile) {
      // The card road warmed up too (the wallet warm-up compiles none of its gateway steps: the first
      // seconds of cards on a cold road took 0.5 s at p99), then its receipts' queue left to drain, so
      // that the steady run meets only its own receipts, as a server that has taken cards for days does.
      await steady(Math.max(10, WARM_UP_SECONDS / 3), RATE, () => cardPayment(crowd.take()));
      await drained(server.url, 60_000);
      // Before the back-to-back card run, whose receipts are still being drawn and sent after it.
      const steadyCards = await steady(SECONDS, RATE, () => cardPayment(crowd.take()));
      figures[`whole card payment at ${RATE}/s, p50 ms`] = steadyCards.wholeP50;
      figures[`whole card payment at ${RATE}/s, p99 ms`] = steadyCards.wholeP99;
      figures[`card payments at ${RATE}/s that failed or took over 30 s`] = steadyCards.failed;
      // Whether receipts keep up with cards arriving at this rate: a queue that grows with the run's length
      // would read about RATE × SECONDS here; one that keeps up holds the last second's receipts or fewer.
      figures[`messages queued after the card run at ${RATE}/s`] = [
        ...(await metricByLabel(server.url, 'portal_outbox_backlog', 'channel')).values(),
      ].reduce((a, b) => a + b, 0);
      const cpu0 = cpuSeconds(server.pid);
      const apart0 = standIns ? cpuSeconds(standIns.pid) : 0;
      const others0 = othersCpu();
      const machine0 = machineTicks();
      const card = await backToBack(SECONDS, CUSTOMERS, () => cardPayment(crowd.take()));
      Object.assign(figures, othersPerPayment(others0, card.count, 'card', Boolean(pg)));
      figures['card payments/s, back to back'] = card.perSecond;
      figures['machine busy during the card run, % of all cores'] = busyPercent(machine0, machineTicks());
      figures['server CPU per card payment, ms'] = ((cpuSeconds(server.pid) - cpu0) * 1000) / card.count;
      if (standIns) figures['stand-ins CPU per card payment, ms'] = ((cpuSeconds(standIns.pid) - apart0) * 1000) / card.count;
      const backlog = await metricByLabel(server.url, 'portal_outbox_backlog', 'channel');
      figures['messages still queued after the back-to-back card run'] = [...backlog.values()].reduce((a, b) => a + b, 0);
      for (const [channel, queued] of backlog) figures[`of which ${channel}`] = queued;
      // How fast the queue drains once the load stops: the outbox's own pace, the CPU no longer shared.
      await new Promise((r) => setTimeout(r, 10_000));
      const later = await metricByLabel(server.url, 'portal_outbox_backlog', 'channel');
      figures['messages sent in the 10 s after the back-to-back card run'] =
        figures['messages still queued after the back-to-back card run'] - [...later.values()].reduce((a, b) => a + b, 0);
    }
    return figures;
  } finally {
    await server?.stop();
    await standIns?.stop();
    await pg?.dispose();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const results: Record<string, Figures[]> = Object.fromEntries(kinds.map((k) => [k, []]));
const runs = values.profile ? 1 : Number(values.runs);
for (let run = 0; run < runs; run++) {
  // Alternated, so a machine that gets busier during the bench does not favour one database.
  for (const kind of run % 2 ? [...kinds].reverse() : kinds) {
    console.error(`run ${run + 1}/${runs}: ${kind}`);
    results[kind]!.push(await oneRun(kind));
  }
}

const round = (n: number) => (n >= 100 ? Math.round(n) : Number(n.toFixed(1)));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const names = [...new Set(Object.values(results).flatMap((runs) => runs.flatMap(Object.keys)))];
const cell = (runs: Figures[], name: string) => {
  const xs = runs.map((f) => f[name]).filter((x): x is number => x !== undefined);
  if (!xs.length) return '—';
  return xs.length === 1 ? String(round(xs[0]!)) : `${round(median(xs))} (${round(Math.min(...xs))}–${round(Math.max(...xs))})`;
};
console.log(`\n${runs} run(s), ${SECONDS} s per load, ${CUSTOMERS} customers, ${os.availableParallelism()} cores; median (range)\n`);
console.log(`| figure | ${kinds.join(' | ')} |\n|---|${kinds.map(() => '---|').join('')}`);
for (const name of names) console.log(`| ${name} | ${kinds.map((k) => cell(results[k]!, name)).join(' | ')} |`);

if (values.profile) {
  for (const file of fs.readdirSync(values.profile).filter((f) => f.endsWith('.cpuprofile'))) {
    const { totalMs, places, functions } = summarise(path.join(values.profile, file), 20);
    console.log(`\n${file}: ${totalMs} ms busy`);
    console.table(places);
    console.table(functions);
  }
}
process.exit(0);
