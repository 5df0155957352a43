import { calls, type BulkInquiryItem, type RegisteredBill } from '@portal/contract';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';

function identity() {
  const auth = sessionStore.get();
  const customerID = auth?.custInfo.customerID ?? 0;
  const tokenInfo = auth
    ? { token: auth.authenticationInfo.token, sessionId: auth.authenticationInfo.sessionID, dataKey: auth.authenticationInfo.dataKey }
    : null;
  return { customerInfo: { customerID }, tokenInfo };
}

/**
 * RegistredBills/BulkInquirePostPaid and BulkInquirePrePaid (spec 02 §7): the chosen bills, each named
 * by its registered id so the server inquires it as stored. Postpaid and prepaid bills chosen together
 * go out as the two calls at once; each bill answers on its own (decision 007). Answers in the order
 * of `bills`.
 */
export async function bulkInquire(bills: RegisteredBill[], amounts: Record<number, number>): Promise<BulkInquiryItem[]> {
  const post = bills.filter((b) => b.serviceType === 'PostPaid');
  const pre = bills.filter((b) => b.serviceType === 'PrePaid');
  const ref = (b: RegisteredBill) => ({
    billingNo: b.billingNo,
    billNo: b.billNo,
    billerID: b.biller.id,
    serviceID: b.service.id,
    channel: 'I' as const,
    registeredBillId: b.id,
  });
  const [postItems, preItems] = await Promise.all([
    post.length ? callOk(calls.bulkInquirePostPaid, { ...identity(), postPaidBills: post.map(ref) }) : Promise.resolve([]),
    pre.length
      ? callOk(calls.bulkInquirePrePaid, {
          ...identity(),
          prePaidBills: pre.map((b) => ({
            ...ref(b),
            serviceCategory: b.serviceCategory?.id ?? null,
            amount: amounts[b.id] ?? b.amount ?? null,
          })),
        })
      : Promise.resolve([]),
  ]);
  const byBill = new Map([...postItems, ...preItems].map((item) => [item.registeredBillId, item]));
  return bills.map((b) => byBill.get(b.id)).filter((item): item is BulkInquiryItem => item !== undefined);
}
