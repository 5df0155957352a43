import { REFUND_STATES, type RefundState } from '@portal/contract/back-office';

/**
 * A staff refund's states and the only moves between them, one table like the payment's
 * (payment-states.ts):
 *   requested ──▶ approved ──▶ submitted ──▶ succeeded | failed
 *      └──▶ pending_approval ──▶ approved          (above the threshold)
 *                    └──▶ rejected | expired
 * "submitted" is the intent, committed before any money moves: whoever finds a refund there (the
 * requester's own call, or the reconciler after a crash) runs the method's refund and the biller's
 * reversal again under keys derived from the refund's id, so the provider does each once.
 */
export interface RefundTransition {
  from: RefundState;
  to: RefundState;
  action: RefundAction;
  cause: string;
}

export type RefundAction = 'auto_approve' | 'await_approval' | 'approve' | 'reject' | 'expire' | 'submit' | 'succeed' | 'fail';

export const REFUND_TRANSITIONS: readonly RefundTransition[] = [
  { from: 'requested', to: 'approved', action: 'auto_approve', cause: "at or under the threshold: the requester's fresh factor is enough" },
  { from: 'requested', to: 'pending_approval', action: 'await_approval', cause: 'above the threshold: a second person must approve' },
  { from: 'pending_approval', to: 'approved', action: 'approve', cause: 'a finance approver who is not the requester approved it' },
  { from: 'pending_approval', to: 'rejected', action: 'reject', cause: 'a finance approver who is not the requester rejected it' },
  { from: 'pending_approval', to: 'expired', action: 'expire', cause: 'nobody decided within 24 hours' },
  { from: 'approved', to: 'submitted', action: 'submit', cause: 'about to move the money (the intent, before the provider is asked)' },
  { from: 'submitted', to: 'succeeded', action: 'succeed', cause: 'the money went back; the biller reversed the posting or owes a claim' },
  { from: 'submitted', to: 'failed', action: 'fail', cause: 'the payment provider refused the refund: nothing went back' },
];

/** The move an action makes from a state, or undefined when the table has none. */
export function moveOf(from: RefundState, action: RefundAction): RefundTransition | undefined {
  return REFUND_TRANSITIONS.find((t) => t.from === from && t.action === action);
}

export const FINAL_REFUND_STATES: readonly RefundState[] = REFUND_STATES.filter((s) => !REFUND_TRANSITIONS.some((t) => t.from === s));
/** States whose amount is spoken for: a refund alive or done counts against the line's refundable amount. */
export const LIVE_REFUND_STATES: readonly RefundState[] = REFUND_STATES.filter((s) => !['failed', 'rejected', 'expired'].includes(s));
export const refundStateList = (states: readonly RefundState[]) => `(${states.map((s) => `'${s}'`).join(', ')})`;

/** Refunds awaiting approval expire this long after they were requested (issue 31 §5). */
export const APPROVAL_TTL_MS = 24 * 3600_000;
