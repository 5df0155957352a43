/**
 * The sandbox's test cards. Like a real acquirer's test environment, the card number decides what
 * happens; the gateway keeps only the outcome ("behaviour"), never the number itself.
 *
 *   4111111111111111  approves, no challenge
 *   4000000000000002  declined: "Card declined by issuer"
 *   4000000000003220  needs the 3-D-Secure-style challenge (code 1234)
 *   4000000000009995  declined: "Insufficient funds"
 *   any other Luhn-valid 16-digit number approves; a Luhn-invalid one is refused at tokenization.
 */
export type CardBehaviour = 'approve' | 'decline' | 'challenge' | 'insufficient';

export const TEST_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
  challenge: '4000000000003220',
  insufficient: '4000000000009995',
} as const satisfies Record<CardBehaviour, string>;

export const CHALLENGE_CODE = '1234';

export const DECLINE_REASONS: Record<'decline' | 'insufficient', string> = {
  decline: 'Card declined by issuer',
  insufficient: 'Insufficient funds',
};

export function behaviourOf(number: string): CardBehaviour {
  for (const [behaviour, card] of Object.entries(TEST_CARDS)) if (card === number) return behaviour as CardBehaviour;
  return 'approve';
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** First six and last four, the rest hidden: the most of a card number anyone may keep (PCI DSS 3.4). */
export function maskNumber(bin: string, last4: string): string {
  return `${bin}******${last4}`;
}
