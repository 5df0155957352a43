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

/** One move of a payment and what causes it: the table every other list below is derived from. */
export interface Transition {
  from: PaymentState;
  /** What the code does to make the move, unique among the moves from one state: `move(q, id, from, 'hold')`. */
  action: string;
  to: PaymentState;
  cause: string;
}

export const TRANSITION_TABLE = [
  { from: 'created', action: 'send_code', to: 'awaiting_otp', cause: 'a saved card or a wallet: the one-time code is sent' },
  {
    from: 'created',
    action: 'authorize',
    to: 'authorizing',
    cause: 'a new card: about to create the gateway payment (the intent, before money moves)',
  },
  { from: 'created', action: 'fail', to: 'failed', cause: 'refused before any provider was asked' },
  {
    from: 'created',
    action: 'expire',
    to: 'expired',
    cause: 'left unfinished, or replaced by a new payment of the same bill: dropped, nothing was sent',
  },
  { from: 'awaiting_otp', action: 'authorize', to: 'authorizing', cause: 'the code is verified: about to ask the provider for the money' },
  { from: 'awaiting_otp', action: 'fail', to: 'failed', cause: 'the code was refused too often, or the payment was refused' },
  {
    from: 'awaiting_otp',
    action: 'expire',
    to: 'expired',
    cause: 'the code never entered, or replaced by a new payment of the same bill: dropped, nothing was sent',
  },
  { from: 'authorizing', action: 'challenge', to: 'awaiting_gateway', cause: "the gateway asks for the card holder's challenge" },
  { from: 'authorizing', action: 'hold', to: 'authorized', cause: 'the money is held: the card authorised or the wallet debited' },
  {
    from: 'authorizing',
    action: 'fail',
    to: 'failed',
    cause: 'declined; or a crash undone, the provider confirming what was taken is given back',
  },
  { from: 'awaiting_gateway', action: 'hold', to: 'authorized', cause: 'the challenge passed: the card authorised' },
  { from: 'awaiting_gateway', action: 'fail', to: 'failed', cause: 'the challenge failed or the gateway declined' },
  {
    from: 'awaiting_gateway',
    action: 'expire',
    to: 'expired',
    cause: 'the card page abandoned for 90 minutes; the reconciler voids what is held',
  },
  { from: 'authorized', action: 'complete', to: 'completed', cause: 'every line posted to its biller; the card captured' },
  {
    from: 'authorized',
    action: 'complete_partly',
    to: 'partially_completed',
    cause: 'some billers refused their line; that money went back',
  },
  { from: 'authorized', action: 'fail', to: 'failed', cause: 'every biller refused; the hold voided or the debit refunded' },
] as const satisfies readonly Transition[];

type Move = (typeof TRANSITION_TABLE)[number];
/** The actions the table allows from `S` (every action when `S` is any state). */
export type PaymentAction<S extends PaymentState = PaymentState> = Extract<Move, { from: S }>['action'];

/** Where `action` takes a payment in state `from`; undefined when the table has no such move. */
export const moveTarget = (from: PaymentState, action: PaymentAction): PaymentState | undefined =>
  TRANSITION_TABLE.find((t) => t.from === from && t.action === action)?.to;

/** from → the states it may move to, as the table says. */
export const TRANSITIONS = {} as Record<PaymentState, readonly PaymentState[]>;
for (const s of PAYMENT_STATES) TRANSITIONS[s] = TRANSITION_TABLE.filter((t) => t.from === s).map((t): PaymentState => t.to);

/** The states a payment never leaves: those the table moves nowhere from. */
export const FINAL_STATES: readonly PaymentState[] = PAYMENT_STATES.filter((s) => TRANSITIONS[s].length === 0);
export const OPEN_STATES: readonly PaymentState[] = PAYMENT_STATES.filter((s) => !FINAL_STATES.includes(s));

/** Every state reachable from `start` by the table, `start` included. */
function reachableFrom(start: PaymentState): PaymentState[] {
  const seen = new Set<PaymentState>([start]);
  for (const s of seen) for (const next of TRANSITIONS[s]) seen.add(next);
  return PAYMENT_STATES.filter((s) => seen.has(s));
}

/**
 * Open states in which a provider may have been asked for money: "authorizing" (the intent) and what
 * follows it. A payment there is finished by asking the provider (completion, the reconciler).
 */
export const SENT_STATES: readonly PaymentState[] = reachableFrom('authorizing').filter((s) => OPEN_STATES.includes(s));
/** Nothing was sent to a provider yet: such a payment can be dropped without asking anyone. */
export const UNSENT_STATES: readonly PaymentState[] = OPEN_STATES.filter((s) => !SENT_STATES.includes(s));
/** Money is held or being confirmed: completion drives these to the end (the result page, the reconciler). */
export const HELD_STATES: readonly PaymentState[] = SENT_STATES.filter((s) => s !== 'authorizing');

export const isFinal = (s: PaymentState) => FINAL_STATES.includes(s);
export const canMove = (from: PaymentState, to: PaymentState) => TRANSITIONS[from].includes(to);
/** A state list as SQL, for `state IN (…)`: the names are the table's own, never input. */
export const sqlList = (states: readonly PaymentState[]) => `(${states.map((s) => `'${s}'`).join(', ')})`;

/**
 * The idempotency key of every call that moves money: `<paymentId>:<line>:<action>`, line 0 for the
 * whole payment (the gateway's create, capture and void). The same call after a crash carries the
 * same key, so the provider does it once and can be asked about it.
 */
export const moneyKey = (paymentId: string, line: number, action: 'create' | 'capture' | 'void' | 'refund' | 'debit' | 'post') =>
  `${paymentId}:${line}:${action}`;
