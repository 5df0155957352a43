import { ErrorCode } from '@portal/contract';
import { one, type Db, type Queryable } from '../../platform/db.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';

export type GrantPurpose = 'register' | 'reset';

/**
 * Proof that a code step succeeded, handed to CreatePassword. Single use, 15 minutes, stored hashed.
 */
export const passwordGrants = {
  async create(q: Queryable, customerId: number, purpose: GrantPurpose): Promise<string> {
    const token = randomToken();
    await q.query(
      `INSERT INTO password_grants (token_hash, customer_id, purpose, expires_at) VALUES ($1, $2, $3, now() + interval '15 minutes')`,
      [sha256(token), customerId, purpose],
    );
    return token;
  },

  /** Marks the grant used and returns its customer, inside the caller's transaction. */
  async consume(q: Queryable, token: string): Promise<{ customerId: number; purpose: GrantPurpose }> {
    const row = await one<{ customer_id: number; purpose: GrantPurpose }>(
      q,
      `UPDATE password_grants SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING customer_id, purpose`,
      [sha256(token)],
    );
    if (!row) throw new AppError(ErrorCode.Unauthorized, 'grantInvalid');
    return { customerId: row.customer_id, purpose: row.purpose };
  },

  async peek(db: Db, token: string) {
    return one<{ customer_id: number; purpose: GrantPurpose }>(
      db,
      'SELECT customer_id, purpose FROM password_grants WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [sha256(token)],
    );
  },
};
