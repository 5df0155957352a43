import { parseArgs } from 'node:util';

export interface ChaosOptions {
  payments: number;
  /** At most this many: a kill still due when the last journey has ended is not made. */
  kills: number;
  /** Journeys under way at once. */
  concurrency: number;
  seed: number;
  /** PostgreSQL to run on (a schema of its own); PGlite in a temp folder when absent. */
  databaseUrl: string | undefined;
  /** No new journey starts after this; the run then settles and reports. */
  maxMinutes: number;
  /** Keep the data folder or schema even when the ledger is clean. */
  keep: boolean;
  /** The chance that a request to the biller switch, the wallet or the card gateway meets a wire fault (chaos-wire.ts); 0: a clean wire. */
  wireFaults: number;
}

export const USAGE = `npm run chaos -- [--payments 200] [--kills 10] [--concurrency 4] [--seed N] [--pg] [--database-url URL] [--max-minutes 15] [--keep] [--wire-faults 0.05]
  Runs the real server, pays bills by every route while killing it with SIGKILL at random moments,
  then settles what was left open and checks the ledger. PostgreSQL with --pg (DATABASE_URL) or
  --database-url; PGlite in a temp folder otherwise. --wire-faults: the chance (0-1) that a request
  from the portal to the biller switch, the wallet or the card gateway meets a fault on the wire (dropped, cut, garbage,
  delayed, answered too late); 0 turns the fault proxies off.`;

export function parseChaosArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ChaosOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      payments: { type: 'string', default: '200' },
      kills: { type: 'string', default: '10' },
      concurrency: { type: 'string', default: '4' },
      seed: { type: 'string' },
      pg: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      'max-minutes': { type: 'string', default: '15' },
      keep: { type: 'boolean', default: false },
      'wire-faults': { type: 'string', default: '0.05' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) throw new UsageError(USAGE, { cause: 'help' });
  const databaseUrl = values['database-url'] ?? (values.pg || env.DATABASE_URL ? env.DATABASE_URL : undefined);
  if (values.pg && !databaseUrl) throw new UsageError('--pg needs DATABASE_URL (or give --database-url)');
  if (databaseUrl) assertLoopback(databaseUrl);
  return {
    payments: count(values.payments, 'payments', 1, 100_000),
    kills: count(values.kills, 'kills', 0, 1_000),
    concurrency: count(values.concurrency, 'concurrency', 1, 64),
    seed: values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : count(values.seed, 'seed', 0, 2 ** 32 - 1),
    databaseUrl,
    maxMinutes: count(values['max-minutes'], 'max-minutes', 1, 24 * 60),
    keep: values.keep,
    wireFaults: chance(values['wire-faults'], 'wire-faults'),
  };
}

export class UsageError extends Error {}

function count(text: string, name: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function chance(text: string, name: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`--${name} must be a number from 0 to 1`);
  return n;
}

/** The run creates and drops schemas: only on a database on this machine. */
function assertLoopback(url: string): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!(host === 'localhost' || host === '::1' || /^127\./.test(host)))
    throw new UsageError(`chaos runs only against a database on this machine, not ${host}`);
}

/** A small seeded generator (mulberry32): the same seed gives the same mix of journeys and kill delays. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
