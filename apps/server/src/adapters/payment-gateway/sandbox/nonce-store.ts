import { randomToken, sha256 } from '../../../platform/crypto.ts';
import type { Queryable } from '../../../platform/db.ts';
import type { CardFacts } from './card-input.ts';
import { GwError } from './gateway-error.ts';
import { NONCE_TTL_MS } from './gateway-options.ts';
import { cardFacts, type StoredTestCard } from './stored-card.ts';

/**
 * One-time nonces: random, valid 10 minutes, usable once. A 'card' nonce carries the card's facts
 * (never the number or CVV); a 'cvv' nonce only proves a CVV was typed for one vaulted card.
 * Only the hash is stored, so a copy of the table cannot be spent.
 */
type NonceKind = 'card' | 'cvv';

interface NonceRow extends StoredTestCard {
  kind: NonceKind;
  vault_token: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export async function issueCardNonce(q: Queryable, card: CardFacts, now: Date): Promise<string> {
  const nonce = `nonce_${randomToken()}`;
  await q.query(
    `INSERT INTO gw_nonces (nonce_hash, kind, bin, last4, brand, exp_month, exp_year, name, behaviour, created_at, expires_at)
     VALUES ($1, 'card', $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      sha256(nonce),
      card.bin,
      card.last4,
      card.brand,
      card.expMonth,
      card.expYear,
      card.name,
      card.behaviour,
      now,
      new Date(now.getTime() + NONCE_TTL_MS),
    ],
  );
  return nonce;
}

export async function issueCvvNonce(q: Queryable, vaultToken: string, now: Date): Promise<string> {
  const nonce = `nonce_${randomToken()}`;
  await q.query(`INSERT INTO gw_nonces (nonce_hash, kind, vault_token, created_at, expires_at) VALUES ($1, 'cvv', $2, $3, $4)`, [
    sha256(nonce),
    vaultToken,
    now,
    new Date(now.getTime() + NONCE_TTL_MS),
  ]);
  return nonce;
}

/** Spends a card nonce and returns the card it stands for. */
export async function consumeCardNonce(q: Queryable, nonce: string, now: Date): Promise<CardFacts> {
  return cardFacts(await consume(q, nonce, 'card', now));
}

/** Spends a CVV nonce, which must have been made for this vaulted card. */
export async function consumeCvvNonce(q: Queryable, nonce: string, vaultToken: string, now: Date): Promise<void> {
  const row = await consume(q, nonce, 'cvv', now);
  if (row.vault_token !== vaultToken) throw new GwError(422, 'nonce_invalid', 'The CVV nonce was made for another card');
}

async function consume(q: Queryable, nonce: string, kind: NonceKind, now: Date): Promise<NonceRow> {
  const hash = sha256(nonce);
  const spent = await q.query<NonceRow>(
    'UPDATE gw_nonces SET used_at = $3 WHERE nonce_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3 RETURNING *',
    [hash, kind, now],
  );
  if (spent[0]) return spent[0];
  const [row] = await q.query<NonceRow>('SELECT * FROM gw_nonces WHERE nonce_hash = $1 AND kind = $2', [hash, kind]);
  if (!row) throw new GwError(422, 'nonce_invalid', `Unknown ${kind} nonce`);
  if (row.used_at) throw new GwError(422, 'nonce_used', `The ${kind} nonce has already been used`);
  throw new GwError(422, 'nonce_expired', `The ${kind} nonce has expired`);
}
