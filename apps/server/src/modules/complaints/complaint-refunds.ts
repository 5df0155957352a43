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
 * The port through which a complaint asks for a refund (issue 33 §3). The back office's refund service
 * (its approval rules, its provider calls and idempotency keys) is built on another branch; the
 * integrator wires an adapter over it in app.ts. Called inside the complaint's transaction, so the
 * request and the complaint's record of it commit together; answers false when this complaint already
 * asked (at most one automatic refund per complaint).
 */
export interface ComplaintRefunds {
  requestRefund(q: Queryable, request: ComplaintRefundRequest): Promise<boolean>;
}

/**
 * The adapter used until the refund service is connected: it RECORDS the request in
 * complaint_refund_requests (migration 049), once per complaint, and moves no money. The refund service's
 * adapter is to read these rows (or replace this one) and fill `refund_id`.
 */
export const recordedComplaintRefunds: ComplaintRefunds = {
  requestRefund: (q, r) => complaintRepository.recordRefundRequest(q, r),
};
