import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db.ts';
import { scheduledJob } from './scheduled-jobs.ts';

/**
 * Tables whose changes since their last ANALYZE or VACUUM passed autovacuum's default thresholds
 * (autovacuum_analyze_threshold 50 + 10 % of the rows; vacuum 50 + 20 % dead, or 1,000 + 20 %
 * inserted), in this server's own schemas and owned by its role (ANALYZE skips others' with a warning).
 * `name` is quoted by format(), so it can be written into the statement.
 */
const DUE_SQL = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS name,
         (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) AS vacuum
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
   WHERE s.schemaname = ANY (current_schemas(false))
     AND pg_has_role(c.relowner, 'MEMBER')
     AND (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
          OR s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0))
   ORDER BY s.relname`;

export interface UpkeepRun {
  analyzed: string[];
  vacuumed: string[];
}

/** Whether anything keeps this database's statistics: PGlite has no autovacuum; PostgreSQL may have it turned off. */
export async function autovacuumRuns(db: Db): Promise<boolean> {
  if (db.kind === 'pglite') return false;
  const [row] = await db.query<{ on: boolean }>(`SELECT current_setting('autovacuum') = 'on' AS on`);
  return Boolean(row?.on);
}

/**
 * What PostgreSQL's autovacuum would do, for a database where it does not run (decision 082). Without
 * it no table is ever analysed, so a prepared statement keeps the plan it settled on while its table was
 * small: the payment's insert went on scanning every bill inquiry ever made (3.6 ms a payment on
 * PostgreSQL after 15,000). One ANALYZE or VACUUM a statement, `pauseMs` apart: on PGlite's one
 * connection each holds every request back while it runs (10-20 ms a table at bench sizes), so a
 * payment meets one at most.
 */
export async function upkeepTables(db: Db, pauseMs = 0): Promise<UpkeepRun> {
  const due = await db.query<{ name: string; vacuum: boolean }>(DUE_SQL);
  const run: UpkeepRun = { analyzed: [], vacuumed: [] };
  for (const [i, { name, vacuum }] of due.entries()) {
    if (i > 0 && pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
    await db.query(vacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
    run.analyzed.push(name);
    if (vacuum) run.vacuumed.push(name);
  }
  return run;
}

/**
 * Starts the upkeep every `everySeconds` (one server of several each time) where no autovacuum runs;
 * answers how to stop it.
 */
export async function startTableUpkeep(db: Db, log: FastifyBaseLogger, everySeconds: number): Promise<() => void> {
  if (everySeconds <= 0 || (await autovacuumRuns(db))) return () => undefined;
  log.info(
    { database: db.kind },
    db.kind === 'pglite'
      ? 'the embedded database has no autovacuum: this server analyses and vacuums its tables'
      : 'autovacuum is off on this PostgreSQL: this server analyses and vacuums its tables',
  );
  const job = scheduledJob({
    db,
    log,
    name: 'table-upkeep',
    everyMs: everySeconds * 1000,
    leaseMs: 10 * 60_000,
    run: async () => {
      const run = await upkeepTables(db, db.kind === 'pglite' ? 1000 : 0);
      if (run.analyzed.length) log.debug(run, 'tables analysed');
    },
  });
  return job.start(Math.min(everySeconds, 60));
}
