import { GatewayError, type GatewayPayment, type PaymentGateway } from '../../adapters/payment-gateway/payment-gateway.ts';
import { failpoint } from '../../platform/failpoints.ts';
import { moneyKey } from './payment-states.ts';

/** Gateway states in which the customer's money is neither held nor taken. */
const NOTHING_HELD = ['voided', 'declined', 'failed'];

/**
 * The card gateway's money moves, each under its key (decision 013), each safe to run again: an
 * answer of "already captured / voided / refunded" (a crash after the gateway acted and before we
 * recorded it) is read back from the gateway and counted as done.
 */
export function gatewaySteps(gateway: PaymentGateway) {
  /** Runs `action`; on invalid_state reads the payment and accepts it when `done` says it already happened. */
  async function once(
    gatewayPaymentId: string,
    action: () => Promise<GatewayPayment>,
    done: (g: GatewayPayment) => boolean,
  ): Promise<GatewayPayment> {
    try {
      return await action();
    } catch (err) {
      if (!(err instanceof GatewayError && err.code === 'invalid_state')) throw err;
      const g = await gateway.getPayment(gatewayPaymentId);
      if (done(g)) return g;
      throw err;
    }
  }

  const captureOnce = (paymentId: string, gatewayPaymentId: string) =>
    once(
      gatewayPaymentId,
      () => gateway.capture(gatewayPaymentId, moneyKey(paymentId, 0, 'capture')),
      (g) => g.status === 'captured' || g.status === 'refunded',
    );

  const refundOnce = (gatewayPaymentId: string, amount: number, key: string) => gateway.refund(gatewayPaymentId, amount, key);

  /** Lets go of an authorisation (or a challenge never answered); answers once nothing is held. */
  async function release(paymentId: string, gatewayPaymentId: string): Promise<void> {
    const g = await once(
      gatewayPaymentId,
      () => gateway.void(gatewayPaymentId, moneyKey(paymentId, 0, 'void')),
      (x) => NOTHING_HELD.includes(x.status) || x.status === 'captured' || x.status === 'refunded',
    );
    failpoint('void.done');
    // Captured by a step we cannot see any more: everything left goes back.
    if (g.status === 'captured' || g.status === 'refunded') {
      const left = g.amount - (g.refundedAmount ?? 0);
      if (left > 0) await gateway.refund(gatewayPaymentId, left, moneyKey(paymentId, 0, 'refund'));
    }
  }

  /**
   * After a crash between asking the gateway to create the payment and recording its answer: what
   * did the gateway make under our key? Whatever it holds is let go.
   */
  async function undoCreate(paymentId: string): Promise<'nothing' | 'released'> {
    const g = await gateway.findPaymentByKey(moneyKey(paymentId, 0, 'create'));
    if (!g || NOTHING_HELD.includes(g.status)) return 'nothing';
    await release(paymentId, g.paymentId);
    return 'released';
  }

  return { captureOnce, refundOnce, release, undoCreate };
}
