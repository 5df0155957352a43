import { randomToken } from '../../../platform/crypto.ts';
import type { Queryable } from '../../../platform/db.ts';
import type { CardFacts } from './card-input.ts';
import { notFound } from './gateway-error.ts';
import { storedCard, type StoredTestCard } from './stored-card.ts';
import { maskNumber } from './test-cards.ts';

export interface VaultRow extends StoredTestCard {
  token: string;
}

export async function insertVaultCard(q: Queryable, card: CardFacts, now: Date): Promise<VaultRow> {
  const row: VaultRow = { token: `vt_${randomToken()}`, ...storedCard(card) };
  await q.query(
    `INSERT INTO gw_vault (token, bin, last4, brand, exp_month, exp_year, name, behaviour, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [row.token, row.bin, row.last4, row.brand, row.exp_month, row.exp_year, row.name, row.behaviour, now],
  );
  return row;
}

export async function findVaultCard(q: Queryable, token: string): Promise<VaultRow> {
  const rows = await q.query<VaultRow>('SELECT * FROM gw_vault WHERE token = $1 AND deleted_at IS NULL', [token]);
  if (!rows[0]) throw notFound('Vaulted card');
  return rows[0];
}

export async function deleteVaultCard(q: Queryable, token: string, now: Date): Promise<void> {
  const rows = await q.query('UPDATE gw_vault SET deleted_at = $2 WHERE token = $1 AND deleted_at IS NULL RETURNING token', [token, now]);
  if (!rows.length) throw notFound('Vaulted card');
}

export function vaultView(row: VaultRow) {
  return {
    token: row.token,
    masked: maskNumber(row.bin, row.last4),
    last4: row.last4,
    brand: row.brand,
    expiry: `${row.exp_month}/${row.exp_year}`,
    name: row.name,
  };
}
