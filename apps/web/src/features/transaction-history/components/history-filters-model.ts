import type { HistoryRequest } from '../api/get-transaction-history';
import { omanDay } from '@portal/contract';
import { yearBefore } from './oman-calendar';

export type SearchMode = 'Custom' | 'LastN';
export type Period = 'Today' | 'ThisWeek' | 'ThisMonth';

/** The search form's values, as typed. */
export interface HistoryFilters {
  mode: SearchMode;
  fromDate: string;
  toDate: string;
  count: string;
  period: Period | '';
  categoryId: string;
  billerId: string;
  status: string;
  paymentMethod: string;
  billNo: string;
  billingNo: string;
}

/** Bill and account numbers: letters, digits and the separators references use. */
export const REFERENCE_CHARS = /^[A-Za-z0-9\-_/.]*$/;

/** One year back to tomorrow (spec 01 §9), in Oman's days. */
export function defaultFilters(now = new Date()): HistoryFilters {
  return {
    mode: 'Custom',
    fromDate: yearBefore(omanDay(now)),
    toDate: omanDay(now, 1),
    count: '',
    period: '',
    categoryId: '',
    billerId: '',
    status: '',
    paymentMethod: '',
    billNo: '',
    billingNo: '',
  };
}

/** Today; the week is six days back to today; the month its 1st to today (spec 01 §9), in Oman's days. */
export function periodRange(period: Period, now = new Date()): { fromDate: string; toDate: string } {
  const today = omanDay(now);
  const fromDate = period === 'Today' ? today : period === 'ThisWeek' ? omanDay(now, -6) : `${today.slice(0, 8)}01`;
  return { fromDate, toDate: today };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);
const idOrNull = (v: string) => (v ? Number(v) : null);

export function toPaymentInfo(f: HistoryFilters): HistoryRequest['paymentInfo'] {
  const lastN = f.mode === 'LastN';
  return {
    transactionNumber: lastN ? orNull(f.count) : null,
    fromDate: lastN ? null : f.fromDate || null,
    toDate: lastN ? null : f.toDate || null,
    period: !lastN && f.period ? f.period : null,
    categoryID: idOrNull(f.categoryId),
    billerID: idOrNull(f.billerId),
    status: (orNull(f.status) as 'Success' | 'Failed' | 'Pending' | null) ?? null,
    paymentMethod: (orNull(f.paymentMethod) as 'Wallet' | 'CreditCard' | null) ?? null,
    billNo: orNull(f.billNo),
    billingNo: orNull(f.billingNo),
  };
}
