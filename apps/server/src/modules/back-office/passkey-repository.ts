import { one, type Queryable } from '../../platform/db.ts';

export interface PasskeyRow {
  id: number;
  staff_id: number;
  credential_id: string;
  public_key: Uint8Array;
  sign_count: string | number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export type ChallengePurpose = 'register' | 'sign_in' | 'step_up' | 'enrol';

/** The passkey tables' SQL (decision 054); the rules are in passkeys.ts. */
export const passkeyRepository = {
  ofStaff: (q: Queryable, staffId: number) =>
    q.query<PasskeyRow>('SELECT * FROM staff_passkeys WHERE staff_id = $1 ORDER BY created_at, id', [staffId]),

  async count(q: Queryable, staffId: number): Promise<number> {
    const row = await one<{ n: number | string }>(q, 'SELECT count(*) AS n FROM staff_passkeys WHERE staff_id = $1', [staffId]);
    return Number(row?.n ?? 0);
  },

  byCredential: (q: Queryable, staffId: number, credentialId: string) =>
    one<PasskeyRow>(q, 'SELECT * FROM staff_passkeys WHERE staff_id = $1 AND credential_id = $2', [staffId, credentialId]),

  /** Whether any member already registered this credential (a credential id is the authenticator's, not ours). */
  async credentialTaken(q: Queryable, credentialId: string): Promise<boolean> {
    return (await q.query('SELECT 1 FROM staff_passkeys WHERE credential_id = $1', [credentialId])).length > 0;
  },

  async insert(
    q: Queryable,
    p: { staffId: number; credentialId: string; publicKey: Uint8Array; signCount: number; transports: string[]; name: string },
  ): Promise<PasskeyRow> {
    const rows = await q.query<PasskeyRow>(
      `INSERT INTO staff_passkeys (staff_id, credential_id, public_key, sign_count, transports, name)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [p.staffId, p.credentialId, p.publicKey, p.signCount, p.transports, p.name],
    );
    return rows[0]!;
  },

  /**
   * Records a use: the new counter must be above the stored one (or both stay 0, for authenticators that
   * keep no counter). False when another request with the same or a later counter got there first.
   */
  async used(q: Queryable, id: number, signCount: number): Promise<boolean> {
    const rows = await q.query(
      `UPDATE staff_passkeys SET sign_count = $2, last_used_at = now()
        WHERE id = $1 AND (sign_count < $2 OR (sign_count = 0 AND $2 = 0)) RETURNING id`,
      [id, signCount],
    );
    return rows.length > 0;
  },

  remove: (q: Queryable, staffId: number, id: number) =>
    one<PasskeyRow>(q, 'DELETE FROM staff_passkeys WHERE staff_id = $1 AND id = $2 RETURNING *', [staffId, id]),

  /** A new challenge; expired ones older than an hour are swept on the way, so the table stays small. */
  async offerChallenge(
    q: Queryable,
    c: { hash: string; purpose: ChallengePurpose; staffId: number | null; boundTo: string; seconds: number },
  ) {
    await q.query(`DELETE FROM staff_passkey_challenges WHERE expires_at < now() - interval '1 hour'`);
    await q.query(
      `INSERT INTO staff_passkey_challenges (challenge_hash, purpose, staff_id, bound_to, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [c.hash, c.purpose, c.staffId, c.boundTo, c.seconds],
    );
  },

  /** Spends a challenge: true once, for the purpose, member and step or session it was offered to, before it expires. */
  async takeChallenge(
    q: Queryable,
    c: { hash: string; purpose: ChallengePurpose; staffId: number | null; boundTo: string },
  ): Promise<boolean> {
    const rows = await q.query(
      `UPDATE staff_passkey_challenges SET used_at = now()
        WHERE challenge_hash = $1 AND purpose = $2 AND staff_id IS NOT DISTINCT FROM $3 AND bound_to = $4
          AND used_at IS NULL AND expires_at > now() RETURNING challenge_hash`,
      [c.hash, c.purpose, c.staffId, c.boundTo],
    );
    return rows.length > 0;
  },
};
