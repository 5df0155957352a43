import type { Queryable } from '../../platform/db.ts';
import { complaintRepository } from './complaint-repository.ts';

export interface ComplaintRefundRequest {
  complaintId: number;
  paymentId: string;
  lineNo: number;
  amountBaisa: number;
  reason: 'complaint';
  requestedBy: 'system' | string;
}

/**
 * The port through which a complaint's clock gives a card line's money back (issue 33 §3, decision 053).
 * The line it is for was never taken by the biller, so there is no posting to reverse and nothing for a
 * staff refund (which refunds posted lines): the money is the payment's own to settle.
 */
export interface ComplaintRefunds {
  /** Inside the complaint's transaction: the intent, recorded once per complaint; false when it already asked. */
  requestRefund(q: Queryable, request: ComplaintRefundRequest): Promise<boolean>;
  /**
   * After the intent commits: the payment's completion posts the line once more under its own key (the
   * biller may take it after all) and, past the posting window, fails the line and voids or refunds its
   * money under the payment's keys. Idempotent; after a crash the payments' reconciler does the same.
   */
  settle(paymentId: string, now: Date): Promise<void>;
}

/** The adapter app.ts wires: the request recorded in complaint_refund_requests, the money through the payment's reconciler step. */
export const settlingComplaintRefunds = (settleNow: (paymentId: string, now: Date) => Promise<unknown>): ComplaintRefunds => ({
  requestRefund: (q, r) => complaintRepository.recordRefundRequest(q, r),
  settle: async (paymentId, now) => {
    await settleNow(paymentId, now);
  },
});
