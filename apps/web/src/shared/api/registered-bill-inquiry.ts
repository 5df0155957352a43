import { MAX_BULK_BILLS, type BulkInquiryItem, type RegisteredBill } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callOk } from './client';
import { sessionStore } from './session-store';

/** Registered bills in batches of three, the most RegistredBills/BulkInquirePostPaid takes (spec 01 §4). */
export function inquiryBatches(bills: RegisteredBill[]): RegisteredBill[][] {
  const batches: RegisteredBill[][] = [];
  for (let i = 0; i < bills.length; i += MAX_BULK_BILLS) batches.push(bills.slice(i, i + MAX_BULK_BILLS));
  return batches;
}

/** The signed-in customer and session as the bulk inquiries name them. */
export function inquiryIdentity() {
  const auth = sessionStore.get();
  const tokenInfo = auth
    ? { token: auth.authenticationInfo.token, sessionId: auth.authenticationInfo.sessionID, dataKey: auth.authenticationInfo.dataKey }
    : null;
  return { customerInfo: { customerID: auth?.custInfo.customerID ?? 0 }, tokenInfo };
}

/** A registered bill in a bulk inquiry, named by its registered id so the server inquires it as stored. */
export const registeredBillRef = (b: RegisteredBill) => ({
  billingNo: b.billingNo,
  billNo: b.billNo,
  billerID: b.biller.id,
  serviceID: b.service.id,
  channel: 'I' as const,
  registeredBillId: b.id,
});

/** One BulkInquirePostPaid of up to three registered bills. */
export const inquireRegisteredBatch = (batch: RegisteredBill[]): Promise<BulkInquiryItem[]> =>
  callOk(calls.bulkInquirePostPaid, { ...inquiryIdentity(), postPaidBills: batch.map(registeredBillRef) });
