import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';

/** What a repository needs: parameterised SQL. Same SQL on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; everything fn does commits together or not at all. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/**
 * PGlite is one connection: a query sent while a transaction is open would run inside it. So every
 * statement and transaction goes through one queue (DESIGN §3).
 */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/** `loadDataDir` starts from a dump of another database (tests clone a migrated, seeded template). */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const queue = new SerialQueue();
  const direct: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await client.query<T>(sql, params);
      return res.rows;
    },
  };
  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    tx: (fn) =>
      queue.run(async () => {
        await client.exec('BEGIN');
        try {
          const value = await fn(direct);
          await client.exec('COMMIT');
          return value;
        } catch (err) {
          await client.exec('ROLLBACK');
          throw err;
        }
      }),
    close: () =>
      queue.run(async () => {
        if (dataDir) await client.exec('CHECKPOINT');
        await client.close();
        release();
      }),
  };
}

// int8 (COUNT, SUM) as a JS number: our values are far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openPostgres(url: string, opts: { searchPath?: string; max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  return {
    kind: 'postgres',
    async query(sql, params = []) {
      const res = await pool.query(sql, params);
      return res.rows;
    },
    async tx(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const value = await fn({
          async query(sql, params = []) {
            const res = await conn.query(sql, params);
            return res.rows;
          },
        });
        await conn.query('COMMIT');
        return value;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export async function one<T>(q: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}
