import { performance } from 'node:perf_hooks';
import { checkLedger, type LedgerReport } from '../../src/modules/payments/ledger.ts';
import type { Db } from '../../src/platform/db.ts';
import { HttpApi, ServerGone } from '../support/http-client.ts';
import { UnexpectedAnswer, WALLETS } from '../support/http-payments.ts';
import { freshDataDir, freshPostgresSchema, type ServerDatabase } from '../support/server-databases.ts';
import { demoSession, EXPECTED, JOURNEYS, runJourney, type Journey } from './chaos-journeys.ts';
import { seededRandom, type ChaosOptions } from './chaos-options.ts';
import { passed } from './chaos-report.ts';
import { Supervisor } from './chaos-supervisor.ts';
import { startChaosWire } from './chaos-wire.ts';

export interface ChaosReport {
  options: ChaosOptions;
  database: string;
  seconds: number;
  attempted: number;
  /** Journeys that reached the customer's answer, by journey and ending. */
  endings: Record<string, number>;
  /** Answers that were not what the journey expects (a refusal, an error): the first few, as examples. */
  surprises: string[];
  surpriseCount: number;
  interrupted: number;
  kills: number;
  /** Faults met on the wire to the providers, by kind; null when the run had a clean wire. */
  wireFaults: Record<string, number> | null;
  crashes: Supervisor['crashes'];
  restartSeconds: number[];
  reconcile: Array<{ advanceSeconds: number; looked: number; settled: number }>;
  stoppedCleanly: boolean;
  /** The run's payments by state at the end (the seeded history left out). */
  states: Record<string, number>;
  made: number;
  ledger: LedgerReport;
  kept: string | undefined;
}

/** Settling after the run: past every code's and session's expiry (3 h), then past the billers' 48 h of retries. */
const ADVANCES = [3 * 3600, 49 * 3600];
const MIN_LIVE_MS = 300;
/** Before any journey has run: about what one takes on PGlite with 4 at a time. */
const FIRST_GUESS_MS_PER_JOURNEY = 150;
/** Wallets funded for the whole run (1,000,000 OMR each), so no journey fails for want of balance. */
const WALLET_BAISA = 1_000_000_000;

export async function runChaos(options: ChaosOptions, log: (line: string) => void): Promise<ChaosReport> {
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  const random = seededRandom(options.seed);
  const plan: Journey[] = Array.from({ length: options.payments }, () => JOURNEYS[Math.floor(random() * JOURNEYS.length)]!);
  const database = options.databaseUrl ? await freshPostgresSchema(options.databaseUrl) : await freshDataDir();
  log(`${elapsed()} s: ${database.kind} ready (${database.options.dataDir ?? 'own schema'}); seed ${options.seed}`);

  const wire = options.wireFaults > 0 ? await startChaosWire(options.wireFaults, options.seed) : undefined;
  const supervisor = new Supervisor(database, wire?.env, wire?.gatewayPort);
  // The seed's payment history is in the same table: what was there before is left out of the counts.
  let seeded: Record<string, number> = {};
  const prepare = async (db: Db) => {
    await fundWallets(db);
    seeded = await statesOf(db);
  };
  // A PGlite folder is one process's at a time, so it is prepared before the server opens it; a new
  // PostgreSQL schema has no tables until the server's first start has migrated it.
  if (database.kind === 'pglite') await withDatabase(database, prepare);
  await supervisor.start();
  if (database.kind === 'postgres') await withDatabase(database, prepare);
  const api = new HttpApi(supervisor.url);
  const session = demoSession(api);
  const deadline = Date.now() + options.maxMinutes * 60_000;

  const endings: Record<string, number> = {};
  const surprises: string[] = [];
  let surpriseCount = 0;
  let interrupted = 0;
  let next = 0;
  const surprise = (text: string) => {
    surpriseCount++;
    if (surprises.length < 20) surprises.push(text);
  };

  const worker = async () => {
    while (next < plan.length && Date.now() < deadline) {
      const n = next++;
      const journey = plan[n]!;
      await supervisor.ready();
      try {
        const ending = await runJourney(journey, { api, n, ready: () => supervisor.ready(), session: session.get });
        endings[`${journey} ${ending}`] = (endings[`${journey} ${ending}`] ?? 0) + 1;
        // Pending is a fair answer after a crash (the reconciler settles it), not a surprise.
        if (ending !== EXPECTED[journey] && ending !== 'pending') surprise(`#${n} ${journey}: ${ending}`);
      } catch (err) {
        if (err instanceof ServerGone) interrupted++;
        else if (err instanceof UnexpectedAnswer) {
          if (err.envelope.result.errorCode === -77) session.forget();
          surprise(`#${n} ${journey}: ${err.message}`);
        } else surprise(`#${n} ${journey}: ${(err as Error).stack ?? String(err)}`);
      }
    }
  };
  let working = true;
  const workers = Promise.all(Array.from({ length: options.concurrency }, worker)).finally(() => (working = false));

  let kills = 0;
  const killer = (async () => {
    let liveMs = 0;
    while (kills < options.kills && working) {
      const since = Date.now();
      const until = since + killWait(options, kills, liveMs, next, plan.length, random);
      while (working && Date.now() < until) await sleep(50);
      if (!working) break;
      liveMs += Date.now() - since;
      await supervisor.killAndRestart();
      kills++;
      log(
        `${elapsed()} s: kill ${kills}/${options.kills} with ${next}/${plan.length} journeys started; back in ${supervisor.restartSeconds.at(-1)!.toFixed(1)} s`,
      );
    }
  })();
  await Promise.all([workers, killer]);
  log(`${elapsed()} s: ${next} journeys done, ${interrupted} interrupted; settling`);

  await supervisor.ready();
  // The wire heals before settling, as a network does in the end: settling asks the providers what
  // became of every step, and a pass that met only faults would look like one with nothing left to do.
  wire?.heal();
  const reconcile: ChaosReport['reconcile'] = [];
  for (const advanceSeconds of ADVANCES) {
    // One pass may leave some for the next (a payment settles only once its wait is over).
    for (let pass = 0; pass < 20; pass++) {
      const { looked, settled } = await api.dev<{ looked: number; settled: number }>('reconcile', { advanceSeconds });
      reconcile.push({ advanceSeconds, looked, settled });
      if (settled === 0) break;
    }
  }
  const stoppedCleanly = await supervisor.stop();
  const wireFaults = wire ? wire.injected() : null;
  await wire?.close();

  const { states, ledger } = await withDatabase(database, async (db) => ({
    states: minus(await statesOf(db), seeded),
    ledger: await checkLedger(db),
  }));
  const report: ChaosReport = {
    options,
    database: database.kind,
    seconds: (performance.now() - started) / 1000,
    attempted: next,
    endings,
    surprises,
    surpriseCount,
    interrupted,
    kills,
    wireFaults,
    crashes: supervisor.crashes,
    restartSeconds: supervisor.restartSeconds,
    reconcile,
    stoppedCleanly,
    states,
    made: (states.completed ?? 0) + (states.partially_completed ?? 0),
    ledger,
    kept: undefined,
  };
  if (passed(report) && !options.keep) await database.dispose();
  else report.kept = database.keep();
  return report;
}

/**
 * How long the server lives before the next kill: the live time the journeys still need (at the pace
 * seen so far), shared among the kills still due, times a random 0.5-1.5; so the kills spread over the
 * whole run on a fast database or a slow one. Never less than MIN_LIVE_MS: the server works between kills.
 */
function killWait(options: ChaosOptions, kills: number, liveMs: number, started: number, total: number, random: () => number): number {
  const msPerJourney = started > 0 && liveMs > 0 ? liveMs / started : FIRST_GUESS_MS_PER_JOURNEY;
  const share = ((total - started) * msPerJourney) / (options.kills - kills + 0.5);
  return Math.max(MIN_LIVE_MS, share * (0.5 + random()));
}

async function withDatabase<T>(database: ServerDatabase, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await database.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function fundWallets(db: Db): Promise<void> {
  await db.query(
    `UPDATE sandbox_wallet_accounts SET balance_baisa = $1 WHERE mobile IN (${WALLETS.map((_, i) => `$${i + 2}`).join(', ')})`,
    [WALLET_BAISA, ...WALLETS],
  );
}

async function statesOf(db: Db): Promise<Record<string, number>> {
  const rows = await db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM payments GROUP BY state ORDER BY state');
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

function minus(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([state, n]) => [state, n - (before[state] ?? 0)])
      .filter(([, n]) => n !== 0),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
