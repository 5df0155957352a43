import { useQueries } from '@tanstack/react-query';
import { calls, MAX_BULK_BILLS, omanDay, omrToBaisa, type BulkInquiryItem, type RegisteredBill } from '@portal/contract';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';


/** What the list shows of a postpaid bill's dues while, and after, the biller is asked. */
export type BillDue =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'known'; dueBaisa: number; dueDate: string | null; overdue: boolean };

export const BILL_DUES_KEY = 'bill-dues';

async function inquireBatch(batch: RegisteredBill[]): Promise<BulkInquiryItem[]> {
  const auth = sessionStore.get();
  const tokenInfo = auth ? { token: auth.authenticationInfo.token, sessionId: auth.authenticationInfo.sessionID, dataKey: auth.authenticationInfo.dataKey } : null;
  return callOk(calls.bulkInquirePostPaid, {
    tokenInfo,
    customerInfo: { customerID: auth?.custInfo.customerID ?? 0 },
    postPaidBills: batch.map((b) => ({ billingNo: b.billingNo, billNo: b.billNo, billerID: b.biller.id, serviceID: b.service.id, channel: 'I' as const, registeredBillId: b.id })),
  });
}

/** A bill is overdue when something is owed and its due date, a day in Oman, is already past. */
export function dueOf(item: BulkInquiryItem | undefined, today: string): BillDue {
  if (!item || item.errorCode !== 0 || !('dueAmount' in item)) return { state: 'failed' };
  const dueBaisa = Math.max(0, omrToBaisa(item.dueAmount));
  const dueDate = item.dueDate ? item.dueDate.slice(0, 10) : null;
  return { state: 'known', dueBaisa, dueDate, overdue: dueBaisa > 0 && dueDate !== null && dueDate < today };
}

/**
 * The amount due and due date of the postpaid bills on screen, inquired in the background three to a
 * call (the spec's limit, spec 01 §4), so the list shows what is owed without the customer choosing
 * and inquiring first. Each batch answers on its own: one slow or refused batch leaves the others shown.
 * A minute's freshness; a payment invalidates them (use-bulk-pay).
 */
export function useBillDues(bills: RegisteredBill[]): Map<number, BillDue> {
  const postpaid = bills.filter((b) => b.serviceType === 'PostPaid');
  const batches: RegisteredBill[][] = [];
  for (let i = 0; i < postpaid.length; i += MAX_BULK_BILLS) batches.push(postpaid.slice(i, i + MAX_BULK_BILLS));
  const results = useQueries({
    queries: batches.map((batch) => ({
      queryKey: [BILL_DUES_KEY, batch.map((b) => b.id)],
      queryFn: () => inquireBatch(batch),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const today = omanDay(new Date());
  const dues = new Map<number, BillDue>();
  batches.forEach((batch, i) => {
    const result = results[i];
    for (const bill of batch) {
      if (!result || result.isPending) dues.set(bill.id, { state: 'loading' });
      else dues.set(bill.id, dueOf(result.data?.find((item) => item.registeredBillId === bill.id), today));
    }
  });
  return dues;
}
