import {
  DAY_MS,
  ErrorCode,
  normalizeDigits,
  omanDayStart,
  omanMidnight,
  omanWallClock,
  type GetAllTransactionHistoryRequest,
  type HistoryStatus,
} from '@portal/contract';
import { AppError } from '../../platform/errors.ts';

export interface HistoryQuery {
  customerId: number;
  /** [from, to) in UTC; both null in LastN mode. */
  from: Date | null;
  to: Date | null;
  /** LastN: the N most recent matching rows. */
  lastN: number | null;
  categoryId: number | null;
  billerId: number | null;
  billNo: string | null;
  billingNo: string | null;
  reference: string | null;
  status: HistoryStatus | null;
  method: 'Wallet' | 'CreditCard' | null;
  pageNumber: number;
  pageSize: number;
}

const badDate = () => new AppError(ErrorCode.MissingDataIntegrity, { en: 'Enter a valid date', ar: 'يرجى إدخال تاريخ صحيح' });

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/**
 * A typed date: YYYY-MM-DD or DD-MM-YYYY (DD/MM/YYYY) is a whole day in Oman, so the range of a `to`
 * date ends at the next midnight; an ISO date-time is that instant. Anything else is refused.
 */
function readDate(raw: string, edge: 'from' | 'to'): Date {
  const text = normalizeDigits(raw).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  if (iso || dmy) {
    const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : [dmy![3], dmy![2], dmy![1]];
    const day = omanMidnight(Number(y), Number(m), Number(d));
    if (!day) throw badDate();
    return edge === 'to' ? addDays(day, 1) : day;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) throw badDate();
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) throw badDate();
  return edge === 'to' ? new Date(instant.getTime() + 1) : instant;
}

const textFilter = (raw: string | null | undefined) => {
  const text = normalizeDigits(raw ?? '')
    .trim()
    .toUpperCase();
  return text || null;
};
const idFilter = (raw: number | '' | null | undefined) => (typeof raw === 'number' && raw > 0 ? raw : null);

/**
 * The screen's search as a query (spec 01 §2, §5, §9): LastN when a transaction count is given,
 * otherwise Custom dates (or a quick period) defaulting to one year back to tomorrow.
 */
export function readHistoryQuery(customerId: number, body: GetAllTransactionHistoryRequest, now = new Date()): HistoryQuery {
  const info = body.paymentInfo ?? {};
  const lastN = info.transactionNumber == null || info.transactionNumber === '' ? null : Number(info.transactionNumber);
  const today = omanDayStart(now);
  let from: Date | null = null;
  let to: Date | null = null;
  if (lastN === null) {
    if (info.period === 'Today') [from, to] = [today, addDays(today, 1)];
    else if (info.period === 'ThisWeek') [from, to] = [addDays(today, -6), addDays(today, 1)];
    else if (info.period === 'ThisMonth') {
      const { year, month } = omanWallClock(now);
      [from, to] = [omanMidnight(year, month, 1)!, addDays(today, 1)];
    } else {
      to = info.toDate ? readDate(info.toDate, 'to') : addDays(today, 2);
      // A year back from the day before the end: by default from a year ago today to the end of tomorrow.
      from = info.fromDate ? readDate(info.fromDate, 'from') : addDays(to, -367);
      if (from >= to) {
        throw new AppError(ErrorCode.MissingDataIntegrity, {
          en: 'The start date must be before the end date',
          ar: 'يجب أن يكون تاريخ البداية قبل تاريخ النهاية',
        });
      }
    }
  }
  return {
    customerId,
    from,
    to,
    lastN,
    categoryId: idFilter(info.categoryID),
    billerId: idFilter(info.billerID),
    billNo: textFilter(info.billNo),
    billingNo: textFilter(info.billingNo),
    reference: textFilter(info.participantTrxID),
    status: info.status || null,
    method: info.paymentMethod || null,
    pageNumber: body.paging?.pageNumber ?? 1,
    pageSize: body.paging?.pageSize ?? 10,
  };
}
