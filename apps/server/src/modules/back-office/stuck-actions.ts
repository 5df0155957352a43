import { ErrorCode } from '@portal/contract';
import { staffMessages, type StuckAction } from '@portal/contract/back-office';
import type { z } from 'zod';
import type { RequestRefundRequest, StuckActionDetailsSchema } from '@portal/contract/back-office';
import type { PaymentGateway } from '../../adapters/payment-gateway/payment-gateway.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import {
  gatewaySteps,
  isFinal,
  moneyKey,
  paymentRepository,
  STALE_MS,
  type PaymentRow,
  type paymentReconciler,
} from '../payments/index.ts';

type Outcome = z.infer<typeof StuckActionDetailsSchema>;

export interface StuckActionDeps {
  db: Db;
  gateway: PaymentGateway;
  reconciler: Pick<ReturnType<typeof paymentReconciler>, 'settleNow'>;
  /** "Refund the line": the staff refund (modules/refunds), handed in by app.ts so the modules do not import each other. */
  refundLine?: (body: RequestRefundRequest, actor: { id: number; email: string; ip: string }) => Promise<{ state: string }>;
}

const refuse = (text: { en: string; ar: string }) => new AppError(ErrorCode.MissingDataIntegrity, text);

/**
 * The two things staff may do to a stuck payment (issue 31 §6), each through the payment's own path,
 * never by setting a state: "ask the provider now" runs the reconciler's step for it at once; "release
 * the hold" lets go of a card authorisation whose payment is over (or that no payment of ours owns)
 * through the gateway's void under the payment's own key, so pressing it twice voids once.
 */
export function stuckActions({ db, gateway, reconciler }: StuckActionDeps) {
  const gw = gatewaySteps(gateway);

  async function askProvider(id: string, now: Date): Promise<Outcome> {
    const p = await paymentRepository.byId(db, id);
    if (!p) throw new AppError(ErrorCode.NotFound, staffMessages.paymentNotFound);
    if (isFinal(p.state)) throw refuse(staffMessages.alreadyFinal);
    if (now.getTime() - new Date(p.updated_at).getTime() < STALE_MS) throw refuse(staffMessages.stillMoving);
    const after = await reconciler.settleNow(id, now);
    if (!after) throw refuse(staffMessages.beingWorked);
    return { before: p.state, after: after.state, outcome: staffMessages.askedProvider };
  }

  /** What the gateway holds under the payment's create key: its status, or `none`. */
  async function heldStatus(id: string): Promise<string> {
    return (await gateway.findPaymentByKey(moneyKey(id, 0, 'create')))?.status ?? 'none';
  }

  async function releaseHold(id: string): Promise<Outcome> {
    const p: PaymentRow | undefined = await paymentRepository.byId(db, id);
    if (p && !isFinal(p.state)) throw refuse(staffMessages.stillOpen);
    const before = await heldStatus(id);
    const done = await gw.undoCreate(id);
    const after = await heldStatus(id);
    return {
      before: `gateway:${before}`,
      after: `gateway:${after}`,
      outcome: done === 'released' ? staffMessages.holdReleased : staffMessages.nothingHeld,
    };
  }

  return {
    run(id: string, action: Exclude<StuckAction, 'refund_line'>, now = new Date()): Promise<Outcome> {
      return action === 'ask_provider' ? askProvider(id, now) : releaseHold(id);
    },
  };
}
