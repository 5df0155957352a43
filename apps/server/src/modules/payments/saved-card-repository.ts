import { one, type Queryable } from '../../platform/db.ts';

export interface SavedCardRow {
  id: number;
  customer_id: number;
  vault_token: string;
  masked: string;
  expiry: string;
  card_name: string;
  mobile_no: string;
  enabled: boolean;
  created_at: Date;
}

/** Saved cards: the gateway's vault token plus what may be shown. Every read is scoped to its owner. */
export const savedCardRepository = {
  owned: (q: Queryable, customerId: number, id: number) =>
    one<SavedCardRow>(q, 'SELECT * FROM saved_cards WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL AND enabled', [
      id,
      customerId,
    ]),

  byId: (q: Queryable, id: number) => one<SavedCardRow>(q, 'SELECT * FROM saved_cards WHERE id = $1', [id]),

  list: (q: Queryable, customerId: number) =>
    q.query<SavedCardRow>('SELECT * FROM saved_cards WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id DESC', [customerId]),

  async insert(
    q: Queryable,
    c: Pick<SavedCardRow, 'customer_id' | 'vault_token' | 'masked' | 'expiry' | 'card_name' | 'mobile_no'>,
  ): Promise<number> {
    const row = await one<{ id: number }>(
      q,
      'INSERT INTO saved_cards (customer_id, vault_token, masked, expiry, card_name, mobile_no) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [c.customer_id, c.vault_token, c.masked, c.expiry, c.card_name, c.mobile_no],
    );
    return row!.id;
  },

  async softDelete(q: Queryable, customerId: number, id: number): Promise<SavedCardRow | undefined> {
    return one<SavedCardRow>(
      q,
      'UPDATE saved_cards SET deleted_at = now() WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING *',
      [id, customerId],
    );
  },
};
