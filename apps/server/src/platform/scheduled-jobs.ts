import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db.ts';

/**
 * A job that runs once per period for all servers together (migration 014): each server asks every
 * minute or so, and the one whose claim lands runs it; the others find it claimed or not yet due. The
 * claim lasts `leaseMs`, so a server that dies mid-run hands the job to the next. A period missed while
 * every server was down is due at once when one comes back, so nothing is skipped.
 */
export function scheduledJob(opts: {
  db: Db;
  log: FastifyBaseLogger;
  name: string;
  everyMs: number;
  leaseMs: number;
  run: (now: Date) => Promise<unknown>;
}) {
  const { db, log, name } = opts;

  /** Runs the job if it is due at `now` and this server wins the claim; answers whether it ran. */
  async function runIfDue(now = new Date()): Promise<boolean> {
    await db.query('INSERT INTO scheduled_jobs (name, next_run_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, now]);
    const claimed = await db.query(
      `UPDATE scheduled_jobs SET locked_until = $2::timestamptz + $3 * interval '1 millisecond'
        WHERE name = $1 AND next_run_at <= $2 AND (locked_until IS NULL OR locked_until < $2) RETURNING name`,
      [name, now, opts.leaseMs],
    );
    if (!claimed.length) return false;
    let error: string | null = null;
    try {
      await opts.run(now);
    } catch (err) {
      error = (err as Error).message?.slice(0, 300) ?? String(err);
      log.error({ err, job: name }, 'scheduled job failed; it runs again next period');
    }
    await db.query('UPDATE scheduled_jobs SET locked_until = NULL, last_run_at = $2, next_run_at = $3, last_error = $4 WHERE name = $1', [
      name,
      now,
      new Date(now.getTime() + opts.everyMs),
      error,
    ]);
    return true;
  }

  function start(checkEverySeconds: number): () => void {
    if (checkEverySeconds <= 0) return () => undefined;
    const timer = setInterval(
      () => void runIfDue().catch((err: unknown) => log.error({ err, job: name }, 'scheduled job check failed')),
      checkEverySeconds * 1000,
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  return { runIfDue, start };
}
