import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { StatementNames, isStalePlan } from './statement-names.ts';
import { preparedQuery } from './pglite-statements.ts';

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
  /** Whom to tell when the database ends a kept idle connection (PostgreSQL: a restart, a failover). */
  onIdleConnectionLost?(listener: (err: Error) => void): void;
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

/**
 * PGlite's default shared_buffers (128 MB) is touched at start and stays resident: a third of the
 * embedded server's memory (issue 36). The demo's data is a few tens of MB and its files stay in the
 * operating system's cache, so 32 MB holds the working set. ANALYZE runs on the one connection that
 * serves requests (the server's table upkeep, decision 082): a sample of 3,000 rows instead of 30,000
 * took a 42,000-row table's ANALYZE from 30-55 ms to 4.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'default_statistics_target=10'];

/**
 * A folder made to be copied (the build's demo database): WAL in 1 MB segments, and no more kept than
 * two, instead of one 16 MB segment, most of the copy a first start made (issue 36, decision 058).
 */
const SMALL_WAL_SETTINGS = ['-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'];

/**
 * `loadDataDir` starts from a dump of another database (tests clone a migrated, seeded template);
 * `emptyStartsFrom` is a data folder copied into an empty dataDir once its lock is held (db/demo-data.ts);
 * `smallWal` makes a folder meant to be copied.
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob; emptyStartsFrom?: string; smallWal?: boolean } = {},
): Promise<Db> {
  const { emptyStartsFrom, smallWal, ...pgliteOptions } = options;
  const release = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  // A clone where the file system can (btrfs, XFS, APFS), else a copy.
  if (dataDir && emptyStartsFrom && !fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    fs.cpSync(emptyStartsFrom, dataDir, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  // Imported here, not at the top: a PostgreSQL server never loads it (issue 36).
  const { PGlite, protocol, parse } = await import('@electric-sql/pglite');
  const settings = {
    ...pgliteOptions,
    ...(smallWal ? { initDbStartParams: ['--wal-segsize=1'] } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS, ...(smallWal ? SMALL_WAL_SETTINGS : [])],
  };
  const client = dataDir ? await PGlite.create(dataDir, settings) : await PGlite.create(settings);
  const queue = new SerialQueue();
  const prepared = preparedQuery(client, { protocol, parse });
  const direct: Queryable = { query: (sql, params = []) => prepared(sql, params) };
  // Straight to the protocol: `exec` parses the answer into results nobody reads (93 → 40 µs a transaction).
  const control = (sql: 'BEGIN' | 'COMMIT' | 'ROLLBACK') => client.execProtocol(protocol.serialize.query(sql));
  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    tx: (fn) =>
      queue.run(async () => {
        await control('BEGIN');
        try {
          const value = await fn(direct);
          await control('COMMIT');
          return value;
        } catch (err) {
          await control('ROLLBACK');
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

export async function openPostgres(url: string, opts: { searchPath?: string; max?: number; idleSeconds?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    // pg closes a connection after 10 s idle by default: after a burst every connection it opened is
    // closed in the same instant, and the database's backends exiting together stalled the connections
    // still at work for 0.2-1.3 s (issue 36, decision 071). Kept unless a setting says otherwise, with
    // TCP keep-alive so that a connection a firewall or the network dropped is found before it is used.
    idleTimeoutMillis: (opts.idleSeconds ?? 0) * 1000,
    keepAlive: true,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  // A kept connection the database or the network ends while idle (a restart, a failover, an
  // administrator's pg_terminate_backend): pg has already dropped it from the pool, and the next query
  // opens another. Unheard, the pool's 'error' event would end the process; the app logs it (app.ts).
  let idleConnectionLost: ((err: Error) => void) | undefined;
  pool.on('error', (err) => idleConnectionLost?.(err));
  const names = new StatementNames();
  const run = async (on: pg.Pool | pg.PoolClient, text: string, values: unknown[]) => {
    const name = names.nameFor(text);
    try {
      const res = await on.query(name ? { text, values, name } : { text, values });
      return res.rows;
    } catch (err) {
      if (name && isStalePlan(err)) names.renew(text);
      throw err;
    }
  };
  return {
    kind: 'postgres',
    query: (sql, params = []) => run(pool, sql, params),
    async tx(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const value = await fn({ query: (sql, params = []) => run(conn, sql, params) });
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
    onIdleConnectionLost: (listener) => (idleConnectionLost = listener),
  };
}

export async function one<T>(q: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}
