import type { StaffRole } from '@portal/contract/back-office';
import { one, type Queryable } from '../../platform/db.ts';

export interface InvitationRow {
  id: number;
  token_sealed: string;
  email: string;
  display_name: string;
  roles: StaffRole[];
  lang: 'en' | 'ar';
  totp_secret: string | null;
  expires_at: Date;
  used_at: Date | null;
  staff_id: number | null;
}

/** The staff_invitations table's SQL (migration 026); the rules are in invitations.ts. */
export const invitationRepository = {
  async insert(
    q: Queryable,
    i: {
      tokenHash: string;
      tokenSealed: string;
      email: string;
      name: string;
      roles: readonly StaffRole[];
      lang: string;
      invitedBy: number;
      expiresAt: Date;
    },
  ): Promise<number> {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO staff_invitations (token_hash, token_sealed, email, display_name, roles, lang, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [i.tokenHash, i.tokenSealed, i.email, i.name, [...i.roles], i.lang, i.invitedBy, i.expiresAt],
    );
    return rows[0]!.id;
  },

  byId: (q: Queryable, id: number) => one<InvitationRow>(q, 'SELECT * FROM staff_invitations WHERE id = $1', [id]),

  /** The invitation a link names, while it is unused and not expired at `now`. */
  live: (q: Queryable, tokenHash: string, now: Date) =>
    one<InvitationRow>(q, 'SELECT * FROM staff_invitations WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2', [
      tokenHash,
      now,
    ]),

  openFor: (q: Queryable, email: string, now: Date) =>
    one<{ id: number }>(q, 'SELECT id FROM staff_invitations WHERE email = $1 AND used_at IS NULL AND expires_at > $2', [email, now]),

  /** Offers an authenticator secret once; a second opening of the link gets the same one. */
  async offerSecret(q: Queryable, id: number, sealed: string): Promise<string> {
    await q.query('UPDATE staff_invitations SET totp_secret = $2 WHERE id = $1 AND totp_secret IS NULL', [id, sealed]);
    return (await one<{ totp_secret: string }>(q, 'SELECT totp_secret FROM staff_invitations WHERE id = $1', [id]))!.totp_secret;
  },

  /** Takes the link: of two acceptances at once, exactly one gets the row. */
  take: (q: Queryable, tokenHash: string, now: Date) =>
    one<InvitationRow>(
      q,
      `UPDATE staff_invitations SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING *`,
      [tokenHash, now],
    ),

  setStaff: (q: Queryable, id: number, staffId: number) =>
    q.query('UPDATE staff_invitations SET staff_id = $2 WHERE id = $1', [id, staffId]),

  recent: (q: Queryable) =>
    q.query<InvitationRow & { created_at: Date }>('SELECT * FROM staff_invitations ORDER BY created_at DESC, id DESC LIMIT 100'),
};
