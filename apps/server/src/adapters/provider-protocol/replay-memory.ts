import type { Db } from '../../platform/db.ts';

/**
 * Where a provider remembers the request ids it accepted. Every instance of one provider must ask the
 * same memory, or a request captured on the way to one instance could be replayed to another.
 */
export interface ReplayMemory {
  /**
   * True the first time a request id is offered, false for every later offer. Ids seen before
   * `forgetBefore` may be forgotten: the verifier passes a time before which a timestamp is stale anyway.
   */
  firstSighting(requestId: string, now: number, forgetBefore: number): Promise<boolean>;
}

/** One process's memory: for a provider that runs as a single instance (and for unit tests). */
export class ProcessReplayMemory implements ReplayMemory {
  private readonly seen = new Map<string, number>();

  async firstSighting(requestId: string, now: number, forgetBefore: number): Promise<boolean> {
    for (const [id, at] of this.seen) {
      if (at >= forgetBefore) break;
      this.seen.delete(id);
    }
    if (this.seen.has(requestId)) return false;
    this.seen.set(requestId, now);
    return true;
  }
}

/** The memory in the database the provider's instances share (sandbox_provider_requests). */
export class DatabaseReplayMemory implements ReplayMemory {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly provider: string,
  ) {}

  async firstSighting(requestId: string, now: number, forgetBefore: number): Promise<boolean> {
    // Old ids are swept at most once a minute: each request pays for one insert, not a delete too.
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await this.db.query('DELETE FROM sandbox_provider_requests WHERE seen_at < $1', [new Date(forgetBefore)]);
    }
    // The primary key decides between instances racing with the same id: one insert wins.
    const inserted = await this.db.query(
      `INSERT INTO sandbox_provider_requests (provider, request_id, seen_at) VALUES ($1, $2, $3)
       ON CONFLICT (provider, request_id) DO NOTHING RETURNING 1`,
      [this.provider, requestId, new Date(now)],
    );
    return inserted.length === 1;
  }
}
