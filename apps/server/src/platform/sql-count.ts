import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import type { Db, Queryable } from './db.ts';

/**
 * SQL statements counted by the API call that sent them (SQL_COUNT=1; issue 36): how many round trips
 * a payment costs, without pg_stat_statements (not loaded on every PostgreSQL, absent on PGlite).
 * BEGIN and COMMIT (or ROLLBACK) count as the round trips they are. Statements sent outside a request
 * (workers, the reconciler, the in-process sandbox gateway's own routes) count under `background`.
 */
const callOf = new AsyncLocalStorage<string>();
const BACKGROUND = 'background';

export interface CountingDb extends Db {
  readonly statements: Map<string, number>;
}

/** Told of every statement with the route that sent it (BEGIN and COMMIT as such): to see which reads repeat. */
export type StatementListener = (route: string, sql: string, params: readonly unknown[]) => void;

export function countingDb(db: Db, listen?: StatementListener): CountingDb {
  const statements = new Map<string, number>();
  const add = (sql: string, params: readonly unknown[] = []) => {
    const call = callOf.getStore() ?? BACKGROUND;
    statements.set(call, (statements.get(call) ?? 0) + 1);
    listen?.(call, sql, params);
  };
  const counted = (q: Queryable): Queryable => ({
    query(sql, params) {
      add(sql, params);
      return q.query(sql, params);
    },
  });
  return {
    ...db,
    statements,
    query: counted(db).query,
    async tx(fn) {
      add('BEGIN');
      try {
        const value = await db.tx((q) => fn(counted(q)));
        add('COMMIT');
        return value;
      } catch (err) {
        add('ROLLBACK');
        throw err;
      }
    },
  };
}

/** SQL_LOG=1: each statement on stderr under its route, one line each, its text squeezed to one line. */
export const logStatementsToStderr: StatementListener = (route, sql) =>
  process.stderr.write(`sql ${route} ${sql.replace(/\s+/g, ' ').trim()}\n`);

const isCounting = (db: Db): db is CountingDb => 'statements' in db;

/** Labels each request's statements with its route; first among the hooks, so the rate limit's count is the route's too. */
export function installSqlCount(app: FastifyInstance, db: Db): void {
  if (!isCounting(db)) return;
  // run() around the rest of the request, as @fastify/request-context does, so every await inside sees it.
  app.addHook('onRequest', (request, _reply, done) => callOf.run(request.routeOptions.url ?? 'unmatched', done));
}

/** The counts as portal_sql_statements_total{route} in /metrics, when the database counts them. */
export function registerSqlCount(registry: Registry, db: Db): void {
  if (!isCounting(db)) return;
  new Counter({
    name: 'portal_sql_statements_total',
    help: 'SQL statements sent, by the route whose request sent them (SQL_COUNT=1 only)',
    labelNames: ['route'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [route, n] of db.statements) this.inc({ route }, n);
    },
  });
}
