import type { Config } from './config.ts';
import { one, type Db, type Queryable } from './db.ts';
import { randomToken, sha256 } from './crypto.ts';
import { sessionTimeout } from './errors.ts';

export interface SessionRef {
  customerId: number;
  idHash: string;
}

/**
 * Server-side sessions (DESIGN §4, §6): the client holds a random id, the database a hash of it,
 * with idle and absolute expiry checked on every protected call.
 */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'SESSION_IDLE_SECONDS' | 'SESSION_ABSOLUTE_SECONDS'>,
  ) {}

  async create(customerId: number, ip: string): Promise<string> {
    const id = randomToken();
    await this.db.query(
      `INSERT INTO sessions (id_hash, customer_id, absolute_expires_at, ip)
       VALUES ($1, $2, now() + make_interval(secs => $3), $4)`,
      [sha256(id), customerId, this.config.SESSION_ABSOLUTE_SECONDS, ip],
    );
    return id;
  }

  /** The live session for this id, its idle clock restarted; -77 when unknown, ended or expired. */
  async resolve(id: string | undefined): Promise<SessionRef> {
    if (!id || id.length > 128) throw sessionTimeout();
    const idHash = sha256(id);
    const row = await one<{ customer_id: number }>(
      this.db,
      `UPDATE sessions SET last_seen_at = now()
        WHERE id_hash = $1 AND ended_at IS NULL
          AND absolute_expires_at > now()
          AND last_seen_at > now() - make_interval(secs => $2)
        RETURNING customer_id`,
      [idHash, this.config.SESSION_IDLE_SECONDS],
    );
    if (!row) throw sessionTimeout();
    return { customerId: row.customer_id, idHash };
  }

  async end(id: string): Promise<void> {
    await this.db.query('UPDATE sessions SET ended_at = now() WHERE id_hash = $1 AND ended_at IS NULL', [sha256(id)]);
  }

  /**
   * Ends every live session of the customer but `keep` (the caller's own, when it changed its
   * password): whoever held a session opened with the old password is signed out. `q` lets a
   * password reset do it in the transaction that sets the new password.
   */
  async endAll(customerId: number, { keep = '', q = this.db }: { keep?: string; q?: Queryable } = {}): Promise<void> {
    await q.query('UPDATE sessions SET ended_at = now() WHERE customer_id = $1 AND id_hash <> $2 AND ended_at IS NULL', [customerId, keep]);
  }
}
