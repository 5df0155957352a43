import type { Bilingual } from '@portal/contract';

export interface PlannedLine {
  billerId: number;
  serviceId: number;
  serviceCategoryId: number | null;
  billingNo: string;
  paid: number;
  fee: number;
  vat: number;
  tax: number;
  /** posted: the biller took it; refunded: refused and the money returned; pending: never sent. */
  outcome: 'posted' | 'refunded' | 'pending';
}

export interface PlannedPayment {
  at: Date;
  kind: 'one_time' | 'bulk';
  method: 'Wallet' | 'CreditCard';
  state: 'completed' | 'partially_completed' | 'failed';
  lines: PlannedLine[];
  failure?: Bilingual;
}

const texts = {
  declined: { en: 'Card declined by issuer', ar: 'تم رفض البطاقة. لم يتم خصم أي مبلغ' },
  insufficient: { en: 'The wallet balance is not enough for this payment', ar: 'رصيد المحفظة غير كافٍ لهذه العملية' },
  rejected: { en: 'The biller rejected the payment', ar: 'رفضت الجهة المفوترة عملية الدفع' },
};
export const HISTORY_TEXTS = texts;

/** A small deterministic generator (mulberry32): the same history shape on every first start. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A year of the demo individual's payments up to `now` (DESIGN §6): monthly electricity, water and
 * mobile bills, recharges twice a month, a bulk payment every quarter (one with a bill the biller
 * refused), a declined card and a short wallet. Registered postpaid bills are paid up to last month
 * only, so this month's bills are still outstanding on the dashboard.
 */
export function historyPlan(now: Date): PlannedPayment[] {
  const rnd = random(20260101);
  const amount = (min: number, max: number) => Math.round((min + rnd() * (max - min)) / 5) * 5;
  const utility = (
    billerId: number,
    serviceId: number,
    billingNo: string,
    paid: number,
    outcome: PlannedLine['outcome'] = 'posted',
  ): PlannedLine => ({
    billerId,
    serviceId,
    serviceCategoryId: null,
    billingNo,
    paid,
    fee: 100,
    vat: 5,
    tax: 0,
    outcome,
  });
  const recharge = (billingNo: string, category: number, paid: number): PlannedLine => ({
    billerId: 31,
    serviceId: 313,
    serviceCategoryId: category,
    billingNo,
    paid,
    fee: 0,
    vat: 0,
    tax: 0,
    outcome: 'posted',
  });
  const plan: PlannedPayment[] = [];
  const add = (p: PlannedPayment) => {
    if (p.at < now) plan.push(p);
  };
  const one = (at: Date, method: PlannedPayment['method'], line: PlannedLine): PlannedPayment => ({
    at,
    kind: 'one_time',
    method,
    state: 'completed',
    lines: [line],
  });

  for (let k = 12; k >= 0; k--) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 1));
    const at = (day: number, hour: number, minute = 0) =>
      new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), day, hour, minute));
    const method = (): PlannedPayment['method'] => (rnd() < 0.5 ? 'Wallet' : 'CreditCard');
    add(one(at(3, 6, 12), 'Wallet', recharge('90000001', 3131, [5000, 10000][k % 2]!)));
    add(one(at(18, 14, 40), method(), recharge('90000001', 3131, 5000)));
    add(one(at(25, 17, 5), 'Wallet', recharge('91000002', 3132, 7000)));
    if (k === 0) continue;
    if (k === 4) {
      add({
        at: at(5, 8, 30),
        kind: 'one_time',
        method: 'CreditCard',
        state: 'failed',
        failure: texts.declined,
        lines: [utility(11, 111, '100234567', amount(15000, 60000), 'pending')],
      });
    }
    add(one(at(5 + (k % 3), 9, 10), 'CreditCard', utility(11, 111, '100234567', amount(15000, 60000))));
    if (k === 8) {
      add({
        at: at(8, 10, 0),
        kind: 'one_time',
        method: 'Wallet',
        state: 'failed',
        failure: texts.insufficient,
        lines: [utility(21, 211, '2004567', amount(6000, 20000), 'pending')],
      });
    }
    add(one(at(8, 11, 20), method(), utility(21, 211, '2004567', amount(6000, 20000))));
    add(one(at(15, 7, 45), method(), utility(31, 311, '91234567', amount(8000, 25000))));
    if (k % 3 === 0) {
      const refused = k === 6;
      add({
        at: at(12, 19, 30),
        kind: 'bulk',
        method: method(),
        state: refused ? 'partially_completed' : 'completed',
        lines: [
          utility(11, 111, '100765432', amount(20000, 90000)),
          utility(21, 211, '2008910', amount(5000, 15000), refused ? 'refunded' : 'posted'),
        ],
      });
    }
  }
  // This week and today, so the quick periods of the history screen show something on a first start.
  const traffic: PlannedLine = {
    billerId: 41,
    serviceId: 411,
    serviceCategoryId: null,
    billingNo: '12345678',
    paid: 15000,
    fee: 0,
    vat: 0,
    tax: 500,
    outcome: 'posted',
  };
  add(one(new Date(now.getTime() - 3 * 24 * 3600_000), 'CreditCard', traffic));
  add(one(new Date(now.getTime() - 2 * 3600_000), 'Wallet', recharge('90000001', 3131, 2000)));
  return plan.sort((a, b) => a.at.getTime() - b.at.getTime());
}
