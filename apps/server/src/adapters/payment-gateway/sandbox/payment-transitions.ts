import type { GatewayPaymentStatus } from '../payment-gateway.ts';

/**
 * Every move a payment may make, as one table (GOV.UK Pay style): the states each action starts from
 * and the state it leads to. Anything else is refused with 409 invalid_state.
 */
export const TRANSITIONS = {
  passChallenge: { from: ['requires_action'], to: 'authorized' },
  failChallenge: { from: ['requires_action'], to: 'failed' },
  capture: { from: ['authorized'], to: 'captured' },
  /** Releases an authorization, or abandons a payment still waiting for its challenge. */
  void: { from: ['authorized', 'requires_action'], to: 'voided' },
  /** Partial refunds are allowed; the payment stays 'refunded' while money is left to refund. */
  refund: { from: ['captured', 'refunded'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly GatewayPaymentStatus[]; to: GatewayPaymentStatus }>;

export type PaymentAction = keyof typeof TRANSITIONS;

export function canApply(action: PaymentAction, status: GatewayPaymentStatus): boolean {
  return (TRANSITIONS[action].from as readonly GatewayPaymentStatus[]).includes(status);
}
