import type { StaffRole } from '@portal/contract/back-office';
import { one, type Queryable } from '../../platform/db.ts';

export interface StaffRow {
  id: number;
  email: string;
  display_name: string;
  roles: StaffRole[];
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: string | number | null;
  failed_passwords: number;
  locked_at: Date | null;
  disabled_at: Date | null;
  demo: boolean;
}

/** The staff table's SQL (issue 31 §1); the rules are in sign-in.ts and the commands. */
export const staffRepository = {
  byEmail: (q: Queryable, email: string) => one<StaffRow>(q, 'SELECT * FROM staff WHERE email = $1', [email.toLowerCase()]),
  byId: (q: Queryable, id: number) => one<StaffRow>(q, 'SELECT * FROM staff WHERE id = $1', [id]),

  async insert(
    q: Queryable,
    s: { email: string; name: string; roles: readonly StaffRole[]; passwordHash: string; totpSecret: string; demo?: boolean },
  ): Promise<number> {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO staff (email, display_name, roles, password_hash, totp_secret, demo)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [s.email.toLowerCase(), s.name, [...s.roles], s.passwordHash, s.totpSecret, s.demo ?? false],
    );
    return rows[0]!.id;
  },

  /** Counts a wrong password; the count that reaches `max` locks the account. The new count. */
  async wrongPassword(q: Queryable, id: number, max: number): Promise<{ failed: number; locked: boolean }> {
    const rows = await q.query<{ failed_passwords: number; locked: boolean }>(
      `UPDATE staff SET failed_passwords = failed_passwords + 1,
              locked_at = CASE WHEN failed_passwords + 1 >= $2 THEN COALESCE(locked_at, now()) ELSE locked_at END
        WHERE id = $1 RETURNING failed_passwords, locked_at IS NOT NULL AS locked`,
      [id, max],
    );
    return { failed: rows[0]!.failed_passwords, locked: rows[0]!.locked };
  },

  all: (q: Queryable) => q.query<StaffRow & { created_at: Date }>('SELECT * FROM staff ORDER BY lower(display_name), id'),

  /** The row, locked until the caller's transaction ends: two administrators' changes take turns. */
  forChange: (q: Queryable, id: number) => one<StaffRow>(q, 'SELECT * FROM staff WHERE id = $1 FOR UPDATE', [id]),

  setRoles: (q: Queryable, id: number, roles: readonly StaffRole[]) =>
    q.query('UPDATE staff SET roles = $2, updated_at = now() WHERE id = $1', [id, [...roles]]),

  disable: (q: Queryable, id: number) =>
    q.query('UPDATE staff SET disabled_at = coalesce(disabled_at, now()), updated_at = now() WHERE id = $1', [id]),

  /** Enabled and unlocked: enabling is how an administrator unlocks an account locked by wrong passwords. */
  enable: (q: Queryable, id: number) =>
    q.query('UPDATE staff SET disabled_at = NULL, locked_at = NULL, failed_passwords = 0, updated_at = now() WHERE id = $1', [id]),

  rightPassword: (q: Queryable, id: number) => q.query('UPDATE staff SET failed_passwords = 0 WHERE id = $1', [id]),

  /** Stores the accepted step only when it is newer than the last: of two requests with one code, one wins. */
  async takeStep(q: Queryable, id: number, step: number): Promise<boolean> {
    const rows = await q.query(
      'UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id',
      [id, step],
    );
    return rows.length > 0;
  },

  /** A right password's step, waiting for the factor. */
  openSignInStep: (q: Queryable, tokenHash: string, staffId: number, seconds: number) =>
    q.query(`INSERT INTO staff_sign_ins (token_hash, staff_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
      tokenHash,
      staffId,
      seconds,
    ]),

  async liveSignInStep(q: Queryable, tokenHash: string): Promise<number | undefined> {
    const row = await one<{ staff_id: number }>(
      q,
      'SELECT staff_id FROM staff_sign_ins WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [tokenHash],
    );
    return row?.staff_id;
  },

  /** Counts a wrong code; the `max`th ends the step, so the password must be given again. */
  wrongCode: (q: Queryable, tokenHash: string, max: number) =>
    q.query(
      `UPDATE staff_sign_ins SET wrong_codes = wrong_codes + 1,
              used_at = CASE WHEN wrong_codes + 1 >= $2 THEN now() ELSE used_at END WHERE token_hash = $1`,
      [tokenHash, max],
    ),

  /** Ends the step; false when another request ended it first. */
  async useSignInStep(q: Queryable, tokenHash: string): Promise<boolean> {
    const rows = await q.query('UPDATE staff_sign_ins SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING staff_id', [
      tokenHash,
    ]);
    return rows.length > 0;
  },
};
