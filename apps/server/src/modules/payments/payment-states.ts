/**
 * A payment's states and the only moves between them (GOV.UK Pay style: one explicit table).
 *   created ──▶ awaiting_otp ──▶ authorized ──▶ completed | partially_completed | failed
 *      │            │                ▲
 *      └──▶ awaiting_gateway ────────┘        any open state ──▶ failed | expired
 * "authorized" means the money is held (card authorisation or wallet debit) and not yet posted to
 * the billers; completion posts every line, then captures, voids or refunds what it must.
 */
export const PAYMENT_STATES = [
  'created',
  'awaiting_otp',
  'awaiting_gateway',
  'authorized',
  'completed',
  'partially_completed',
  'failed',
  'expired',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const TRANSITIONS: Record<PaymentState, readonly PaymentState[]> = {
  created: ['awaiting_otp', 'awaiting_gateway', 'authorized', 'failed', 'expired'],
  awaiting_otp: ['authorized', 'failed', 'expired'],
  awaiting_gateway: ['authorized', 'failed', 'expired'],
  authorized: ['completed', 'partially_completed', 'failed'],
  completed: [],
  partially_completed: [],
  failed: [],
  expired: [],
};

export const FINAL_STATES: readonly PaymentState[] = ['completed', 'partially_completed', 'failed', 'expired'];
export const isFinal = (s: PaymentState) => FINAL_STATES.includes(s);
export const canMove = (from: PaymentState, to: PaymentState) => TRANSITIONS[from].includes(to);
