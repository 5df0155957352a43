import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Db } from '../../src/platform/db.ts';

const url = process.env.DATABASE_URL;

// Decision 071: pg closed every connection of a burst 10 s after it, all in the same instant, and the
// database's backends exiting together stalled the connections still at work. The pool keeps them now,
// unless DB_POOL_IDLE_SECONDS says otherwise.
describe.skipIf(process.env.TEST_DB !== 'postgres' || !url)('PostgreSQL connections left idle after a burst', () => {
  const opened: Db[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  /** A pool whose connections pg_stat_activity can tell apart, after 4 transactions at once. */
  async function afterBurst(name: string, idleSeconds?: number): Promise<Db> {
    const named = new URL(url!);
    named.searchParams.set('application_name', name);
    const db = await openPostgres(named.toString(), { max: 4, ...(idleSeconds === undefined ? {} : { idleSeconds }) });
    opened.push(db);
    await Promise.all(Array.from({ length: 4 }, () => db.tx((q) => q.query('SELECT pg_sleep(0.05)'))));
    return db;
  }

  it('are kept by default a minute on, and closed after the idle seconds when set', async () => {
    const tag = `pool-idle-${process.pid}-${Date.now()}`;
    // pg's idle timers are set when a connection is released: faked from before the bursts, a minute
    // passes at once (the old default closed them after 10 s). Sockets and the database stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let kept: Db;
    try {
      kept = await afterBurst(`${tag}-kept`);
      await afterBurst(`${tag}-closing`, 30);
      vi.advanceTimersByTime(60_000);
    } finally {
      vi.useRealTimers();
    }
    const connections = async (name: string) =>
      (await kept.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [name]))[0]!.n;
    // The closing connections leave as their backends exit: a moment, on real time.
    for (let waited = 0; waited < 5_000 && (await connections(`${tag}-closing`)) > 0; waited += 50) await sleep(50);
    expect(await connections(`${tag}-closing`)).toBe(0);
    expect(await connections(`${tag}-kept`)).toBe(4);
  });

  it('survive the database ending them while idle, which the server is told of: the next query opens another', async () => {
    const name = `pool-ended-${process.pid}-${Date.now()}`;
    const db = await afterBurst(name);
    const lost: string[] = [];
    db.onIdleConnectionLost!((err) => lost.push(err.message));
    const other = await afterBurst(`${name}-admin`);
    const ended = await other.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1',
      [name],
    );
    expect(ended).toEqual(Array.from({ length: 4 }, () => ({ ended: true })));
    // Give the pool's sockets the moment to hear of it, as an idle server would.
    for (let waited = 0; waited < 5_000 && lost.length < 4; waited += 50) await sleep(50);
    expect(lost).toHaveLength(4);
    expect(lost[0]).toMatch(/terminat/i);
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
