import { omrToBaisa, type BulkInquiryItem, type RegisteredBill } from '@portal/contract';

export const ALL = 'all';

/** Bills the dashboard lists: a dashboard-enabled service, or any postpaid bill (spec 01 §9). */
export const dashboardBills = (bills: RegisteredBill[]) =>
  bills.filter((b) => b.service.isDashboardEnabled || b.serviceType === 'PostPaid');

/** Bills with a meter behind them: only these have readings, usage and alarms. */
export const isMetered = (b: RegisteredBill) => b.service.isDashboardEnabled;

/** The fee plus due of an answered bill in baisa, or null when the biller did not answer it. */
export function owedOf(item: BulkInquiryItem | undefined): number | null {
  if (!item || item.errorCode !== 0 || !('dueAmount' in item)) return null;
  return omrToBaisa(item.feeAmount) + omrToBaisa(item.dueAmount);
}

/**
 * The total outstanding (spec 01 §9): where one bill is shown the total is its amount even if 0;
 * otherwise only positive fee-plus-due amounts count.
 */
export function totalOutstanding(bills: RegisteredBill[], items: BulkInquiryItem[]): number {
  const byBill = new Map(items.map((i) => [i.registeredBillId, i]));
  const owed = bills.map((b) => owedOf(byBill.get(b.id)));
  if (bills.length === 1) return owed[0] ?? 0;
  return owed.reduce<number>((sum, v) => sum + (v !== null && v > 0 ? v : 0), 0);
}

export interface Slice {
  billId: number;
  name: string;
  billingNo: string;
  baisa: number;
}

/** One doughnut slice per bill that owes something. */
export function owedSlices(bills: RegisteredBill[], items: BulkInquiryItem[]): Slice[] {
  const byBill = new Map(items.map((i) => [i.registeredBillId, i]));
  return bills
    .map((b) => ({ billId: b.id, name: b.name, billingNo: b.billingNo, baisa: owedOf(byBill.get(b.id)) ?? 0 }))
    .filter((s) => s.baisa > 0);
}
