/**
 * A payment's states and the only moves between them (GOV.UK Pay style: one explicit table).
 *   created ──▶ awaiting_otp ──▶ authorizing ──▶ awaiting_gateway ──▶ authorized ──▶ completed | partially_completed | failed
 *      └───────────────────────────▲  └────────────────────────────────────▲
 *                                  any open state ──▶ failed | expired
 * "authorizing" is the intent, committed before any money moves: we are about to create the gateway
 * payment or debit the wallet, under keys derived from the payment (decision 013). Whoever finds a
 * payment there after a crash asks the provider by those keys and gives back whatever was taken.
 * "authorized" means the money is held (card authorisation or wallet debit) and not yet posted to the
 * billers; completion posts every line, then captures, voids or refunds what it must.
 */
export const PAYMENT_STATES = [
  'created',
  'awaiting_otp',
  'authorizing',
  'awaiting_gateway',
  'authorized',
  'completed',
  'partially_completed',
  'failed',
  'expired',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const TRANSITIONS: Record<PaymentState, readonly PaymentState[]> = {
  created: ['awaiting_otp', 'authorizing', 'failed', 'expired'],
  awaiting_otp: ['authorizing', 'failed', 'expired'],
  authorizing: ['awaiting_gateway', 'authorized', 'failed', 'expired'],
  awaiting_gateway: ['authorized', 'failed', 'expired'],
  authorized: ['completed', 'partially_completed', 'failed'],
  completed: [],
  partially_completed: [],
  failed: [],
  expired: [],
};

export const FINAL_STATES: readonly PaymentState[] = ['completed', 'partially_completed', 'failed', 'expired'];
export const OPEN_STATES: readonly PaymentState[] = PAYMENT_STATES.filter((s) => !FINAL_STATES.includes(s));
/** Nothing was sent to a provider yet: such a payment can be dropped without asking anyone. */
export const UNSENT_STATES: readonly PaymentState[] = ['created', 'awaiting_otp'];
export const isFinal = (s: PaymentState) => FINAL_STATES.includes(s);
export const canMove = (from: PaymentState, to: PaymentState) => TRANSITIONS[from].includes(to);

/**
 * The idempotency key of every call that moves money: `<paymentId>:<line>:<action>`, line 0 for the
 * whole payment (the gateway's create, capture and void). The same call after a crash carries the
 * same key, so the provider does it once and can be asked about it.
 */
export const moneyKey = (paymentId: string, line: number, action: 'create' | 'capture' | 'void' | 'refund' | 'debit' | 'post') =>
  `${paymentId}:${line}:${action}`;
