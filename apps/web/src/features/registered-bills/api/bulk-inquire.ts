import { type BulkInquiryItem, type RegisteredBill } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { inquireRegisteredBatch, inquiryIdentity, registeredBillRef } from '@/shared/api/registered-bill-inquiry';

/**
 * RegistredBills/BulkInquirePostPaid and BulkInquirePrePaid (spec 02 §7): the chosen bills, each named
 * by its registered id so the server inquires it as stored. Postpaid and prepaid bills chosen together
 * go out as the two calls at once; each bill answers on its own (decision 007). Answers in the order
 * of `bills`.
 */
export async function bulkInquire(bills: RegisteredBill[], amounts: Record<number, number>): Promise<BulkInquiryItem[]> {
  const post = bills.filter((b) => b.serviceType === 'PostPaid');
  const pre = bills.filter((b) => b.serviceType === 'PrePaid');
  const [postItems, preItems] = await Promise.all([
    post.length ? inquireRegisteredBatch(post) : Promise.resolve([]),
    pre.length
      ? callOk(calls.bulkInquirePrePaid, {
          ...inquiryIdentity(),
          prePaidBills: pre.map((b) => ({
            ...registeredBillRef(b),
            serviceCategory: b.serviceCategory?.id ?? null,
            amount: amounts[b.id] ?? b.amount ?? null,
          })),
        })
      : Promise.resolve([]),
  ]);
  const byBill = new Map([...postItems, ...preItems].map((item) => [item.registeredBillId, item]));
  return bills.map((b) => byBill.get(b.id)).filter((item): item is BulkInquiryItem => item !== undefined);
}
