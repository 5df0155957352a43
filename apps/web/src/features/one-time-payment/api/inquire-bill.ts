import { type InquiryResult } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';

export interface InquiryInput {
  serviceType: 'PostPaid' | 'PrePaid' | 'External';
  billerID: number;
  serviceID: number;
  billingNo: string;
  serviceCategory: number | null;
  /** OMR, for prepaid and external services without a fixed price. */
  amount: number | null;
}

function identity() {
  const auth = sessionStore.get();
  if (!auth) return { customerInfo: { customerID: -1 } };
  const { token, sessionID, dataKey } = auth.authenticationInfo;
  return { customerInfo: { customerID: auth.custInfo.customerID }, tokenInfo: { token, sessionId: sessionID, dataKey } };
}

/** RegistredBills/InquirePostBill for postpaid services, InquirePreBill for the rest (spec 02 §7). */
export function inquireBill(input: InquiryInput): Promise<InquiryResult> {
  if (input.serviceType === 'PostPaid') {
    return callOk(calls.inquirePostBill, {
      ...identity(),
      postPaidBill: { billingNo: input.billingNo, billNo: null, billerID: input.billerID, serviceID: input.serviceID, Channel: 'I' },
    });
  }
  return callOk(calls.inquirePreBill, {
    ...identity(),
    prePaidBill: {
      billingNo: input.billingNo || null,
      serviceCategory: input.serviceCategory,
      billerID: input.billerID,
      serviceID: input.serviceID,
      Channel: 'I',
      amount: input.amount,
    },
  });
}
