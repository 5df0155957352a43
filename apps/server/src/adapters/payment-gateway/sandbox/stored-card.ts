import type { CardFacts } from './card-input.ts';

/**
 * A card as the gateway's tables keep it. gw_nonces, gw_vault and gw_payments carry the same card
 * columns, so a card passes from a nonce to the vault or a payment unchanged.
 */
export interface StoredCard {
  bin: string;
  last4: string;
  brand: string;
  exp_month: string;
  exp_year: string;
  name: string;
}

/** Nonces and vaulted cards keep the test card's behaviour: a payment made with them is decided by it. */
export interface StoredTestCard extends StoredCard {
  behaviour: CardFacts['behaviour'];
}

export function storedCard(card: CardFacts): StoredTestCard {
  return {
    bin: card.bin,
    last4: card.last4,
    brand: card.brand,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    name: card.name,
    behaviour: card.behaviour,
  };
}

export function cardFacts(row: StoredTestCard): CardFacts {
  return {
    bin: row.bin,
    last4: row.last4,
    brand: row.brand,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    name: row.name,
    behaviour: row.behaviour,
  };
}
