import type { Config } from '../../platform/config.ts';
import { one, type Db, type Queryable } from '../../platform/db.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { randomBytes } from 'node:crypto';

export interface StaffSessionRef {
  idHash: string;
  handle: string;
  staffId: number;
  csrfHash: string;
  factorAt: Date;
}

export interface NewStaffSession {
  id: string;
  csrfToken: string;
  factorAt: Date;
}

type Settings = Pick<Config, 'STAFF_SESSION_IDLE_SECONDS' | 'STAFF_SESSION_ABSOLUTE_SECONDS'>;

/**
 * Staff sessions, apart from customers' (issue 31 §1): the browser holds a random id in a cookie, the
 * database its hash, a CSRF token's hash and when the second factor was last given. Idle 15 minutes,
 * 10 hours at most, checked on every call.
 */
export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly config: Settings,
  ) {}

  async create(staffId: number, ip: string, q: Queryable = this.db): Promise<NewStaffSession> {
    const id = randomToken();
    const csrfToken = randomToken();
    const handle = randomBytes(9).toString('base64url');
    const rows = await q.query<{ factor_at: Date }>(
      `INSERT INTO staff_sessions (id_hash, handle, staff_id, csrf_hash, absolute_expires_at, factor_at, ip)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), now(), $6) RETURNING factor_at`,
      [sha256(id), handle, staffId, sha256(csrfToken), this.config.STAFF_SESSION_ABSOLUTE_SECONDS, ip],
    );
    return { id, csrfToken, factorAt: new Date(rows[0]!.factor_at) };
  }

  /** The live session, its idle clock restarted; undefined when unknown, ended, expired or its staff member disabled. */
  async resolve(id: string): Promise<StaffSessionRef | undefined> {
    const row = await one<{ handle: string; staff_id: number; csrf_hash: string; factor_at: Date }>(
      this.db,
      `UPDATE staff_sessions s SET last_seen_at = now()
         FROM staff m
        WHERE s.id_hash = $1 AND s.ended_at IS NULL AND m.id = s.staff_id AND m.disabled_at IS NULL
          AND s.absolute_expires_at > now()
          AND s.last_seen_at > now() - make_interval(secs => $2)
        RETURNING s.handle, s.staff_id, s.csrf_hash, s.factor_at`,
      [sha256(id), this.config.STAFF_SESSION_IDLE_SECONDS],
    );
    return (
      row && { idHash: sha256(id), handle: row.handle, staffId: row.staff_id, csrfHash: row.csrf_hash, factorAt: new Date(row.factor_at) }
    );
  }

  /** A new CSRF token for a session the browser reloaded into (only its hash is kept, so it cannot be read back). */
  async renewCsrf(idHash: string): Promise<string> {
    const token = randomToken();
    await this.db.query('UPDATE staff_sessions SET csrf_hash = $2 WHERE id_hash = $1', [idHash, sha256(token)]);
    return token;
  }

  async markFactor(idHash: string): Promise<Date> {
    const rows = await this.db.query<{ factor_at: Date }>(
      'UPDATE staff_sessions SET factor_at = now() WHERE id_hash = $1 RETURNING factor_at',
      [idHash],
    );
    return new Date(rows[0]!.factor_at);
  }

  async end(idHash: string): Promise<void> {
    await this.db.query('UPDATE staff_sessions SET ended_at = now() WHERE id_hash = $1 AND ended_at IS NULL', [idHash]);
  }

  /** Ends one of the staff member's own sessions by its handle; false when there is no such live session. */
  async endOwn(staffId: number, handle: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE staff_sessions SET ended_at = now() WHERE staff_id = $1 AND handle = $2 AND ended_at IS NULL RETURNING handle',
      [staffId, handle],
    );
    return rows.length > 0;
  }

  async endAll(staffId: number, q: Queryable = this.db): Promise<void> {
    await q.query('UPDATE staff_sessions SET ended_at = now() WHERE staff_id = $1 AND ended_at IS NULL', [staffId]);
  }

  async listLive(staffId: number) {
    return this.db.query<{ handle: string; created_at: Date; last_seen_at: Date; ip: string | null; id_hash: string }>(
      `SELECT handle, created_at, last_seen_at, ip, id_hash FROM staff_sessions
        WHERE staff_id = $1 AND ended_at IS NULL AND absolute_expires_at > now()
          AND last_seen_at > now() - make_interval(secs => $2)
        ORDER BY created_at DESC`,
      [staffId, this.config.STAFF_SESSION_IDLE_SECONDS],
    );
  }
}
