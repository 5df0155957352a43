import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis as RedisClient } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db.ts';

/**
 * Where the API's request counters live (decision 019). Every server must count into one place, or
 * two servers let twice the limit through: Redis when REDIS_URL is set; otherwise the PostgreSQL
 * database the servers share; process memory only for the embedded database, which one process holds
 * alone (its data folder is locked).
 */
export interface RateLimitBackend {
  kind: 'redis' | 'database' | 'memory';
  /** What @fastify/rate-limit takes: its own Redis store, or our database store. */
  options: Pick<RateLimitPluginOptions, 'redis' | 'store' | 'nameSpace' | 'skipOnError'>;
  /** Resolves once the store can count (or has failed to connect): requests before that would pass uncounted. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const NAMESPACE = 'portal:rate-limit:';

export async function rateLimitBackend(config: Pick<Config, 'REDIS_URL'>, db: Db, log: FastifyBaseLogger): Promise<RateLimitBackend> {
  // Loaded only where it counts: a server without Redis starts without the client (issue 36).
  if (config.REDIS_URL) return redisBackend(config.REDIS_URL, log, (await import('ioredis')).Redis);
  if (db.kind === 'postgres') return databaseBackend(db, log);
  return { kind: 'memory', options: {}, ready: async () => undefined, close: async () => undefined };
}

function redisBackend(url: string, log: FastifyBaseLogger, Redis: typeof RedisClient): RateLimitBackend {
  const redis = new Redis(url, {
    // A Redis that is down must not hold requests: a command fails at once (no offline queue, one try,
    // 500 ms), and the limiter lets the request through (skipOnError) while the log says why. The
    // limits that guard accounts (codes, logins) are counted in the database and hold regardless.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2_000,
  });
  let warned = false;
  redis.on('error', (err: Error) => {
    if (!warned) log.warn({ err: err.message }, 'Redis for the rate limits is unreachable; requests pass unlimited until it is back');
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  // Commands fail at once while the first connection is made (no offline queue), and a failed count lets
  // the request through: the server waits for the connection before it answers, at most connectTimeout.
  const connected = new Promise<void>((resolve) => {
    if (redis.status === 'ready') return resolve();
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
  });
  return {
    kind: 'redis',
    options: { redis, nameSpace: NAMESPACE, skipOnError: true },
    ready: () => connected,
    close: async () => {
      redis.disconnect();
    },
  };
}

type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, result: Counted | null) => void;
interface RouteOptions {
  routeInfo: { method: string; url: string };
}

/** Deletes counters whose window ended: a sweep every minute keeps the table to the active clients. */
const SWEEP_MS = 60_000;

function databaseBackend(db: Db, log: FastifyBaseLogger): RateLimitBackend {
  const incr = async (key: string, timeWindowMs: number): Promise<Counted> => {
    // One statement, so concurrent requests from several servers count exactly (the row lock orders them).
    const rows = await db.query<{ hits: number; ttl: number }>(
      `INSERT INTO rate_limit_counters AS c (key, hits, resets_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END,
         resets_at = CASE WHEN c.resets_at <= now() THEN EXCLUDED.resets_at ELSE c.resets_at END
       RETURNING hits, GREATEST(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl`,
      [key, timeWindowMs],
    );
    const row = rows[0]!;
    return { current: Number(row.hits), ttl: Number(row.ttl) };
  };

  // @fastify/rate-limit builds the store with `new Store(itsSettings)`, then a child per route with its
  // own limit and key prefix.
  class DatabaseStore {
    private readonly prefix: string;
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : NAMESPACE;
    }
    incr(key: string, cb: Callback, timeWindow: number): void {
      incr(this.prefix + key, timeWindow).then(
        (counted) => cb(null, counted),
        (err: Error) => cb(err, null),
      );
    }
    child(route: RouteOptions): DatabaseStore {
      return new DatabaseStore(`${this.prefix}${route.routeInfo.method}${route.routeInfo.url}-`);
    }
  }

  const sweep = setInterval(() => {
    db.query(`DELETE FROM rate_limit_counters WHERE resets_at < now()`).catch((err: unknown) =>
      log.warn({ err }, 'sweeping old rate-limit counters failed'),
    );
  }, SWEEP_MS);
  sweep.unref();
  return {
    kind: 'database',
    options: { store: DatabaseStore as unknown as RateLimitPluginOptions['store'], skipOnError: true },
    ready: async () => undefined,
    close: async () => clearInterval(sweep),
  };
}
