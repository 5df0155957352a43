import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { Queryable } from '../../platform/db.ts';
import type { paymentCompletion } from './completion.ts';
import type { LineRow, MoveFollowUp, PaymentRow } from './payment-rows.ts';

/**
 * What a payment tells its customer, queued in the payment's own transaction (the outbox). A port, wired
 * in app.ts to the notifications module, so payments never import the module that reads payments.
 */
export interface PaymentMessages {
  /** The receipt (and a line's refund notice) of a payment that reached its end. */
  outcome(q: Queryable, p: PaymentRow, lines: LineRow[], opts?: { moneyMoved?: boolean }): Promise<void>;
  /**
   * outcome() for money that moved, as a part of the statement that moves the payment to its end
   * (repo.move's `followUp`; null: nothing to queue), when it needs nothing read first; undefined when it
   * does (call outcome() in the move's transaction).
   */
  outcomeWithMove(p: PaymentRow, lines: LineRow[]): { followUp: MoveFollowUp | null } | undefined;
  /** A gift card's or prepaid line's voucher code, by SMS. */
  voucher(q: Queryable, p: PaymentRow, line: LineRow): Promise<void>;
}

/** What the payment flows need beyond the shared deps: the completion driver built once, and the outbox port. */
export type PaymentsDeps = Deps & {
  completion: ReturnType<typeof paymentCompletion>;
  log: FastifyBaseLogger;
  messages: PaymentMessages;
};
