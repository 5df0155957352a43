import { createHash } from 'node:crypto';
import type { Bilingual } from '@portal/contract';
import type { Bill, BillQuery } from './biller-network.ts';
import type { SandboxCase } from './sandbox-references.ts';
import { tariffOf, vatOnFee, type TariffKind } from './sandbox-tariffs.ts';

/** Who the sandbox's accounts belong to: a name picked by the reference's hash. */
const CUSTOMERS: Array<[en: string, ar: string]> = [
  ['Ahmed Salim Al Harthy', 'أحمد سالم الحارثي'],
  ['Fatma Ali Al Balushi', 'فاطمة علي البلوشي'],
  ['Mohammed Said Al Busaidi', 'محمد سعيد البوسعيدي'],
  ['Aisha Hamed Al Rawahi', 'عائشة حمد الرواحي'],
  ['Khalid Nasser Al Hinai', 'خالد ناصر الهنائي'],
  ['Maryam Sultan Al Kindi', 'مريم سلطان الكندي'],
  ['Salim Abdullah Al Maamari', 'سالم عبدالله المعمري'],
  ['Zainab Khalfan Al Siyabi', 'زينب خلفان السيابي'],
  ['Hamood Rashid Al Shukaili', 'حمود راشد الشكيلي'],
  ['Shamsa Juma Al Farsi', 'شمسة جمعة الفارسي'],
  ['Yousuf Hilal Al Amri', 'يوسف هلال العامري'],
  ['Muna Saif Al Jabri', 'منى سيف الجابري'],
];

/** Bytes that depend only on the inputs, so the same reference always gives the same bill. */
export const hashOf = (...parts: Array<string | number>) => createHash('sha256').update(parts.join('|')).digest();

/** n decimal digits taken from a hash. */
export function digitsOf(hash: Buffer, n: number, offset = 0): string {
  return BigInt(`0x${hash.subarray(offset, offset + 8).toString('hex')}`)
    .toString()
    .padStart(n, '0')
    .slice(-n);
}

/** A bill is issued on the 1st of each month (UTC); postings since then reduce what is due. */
export function issueDateOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The postpaid bill as issued this month, before any posting: 4.000 to 95.000 OMR. */
export function issuedBill(query: BillQuery, kase: SandboxCase, now: Date): Bill {
  const h = hashOf(query.billerId, query.serviceId, query.billingNo);
  const issued = issueDateOf(now);
  const amount = kase === 'zero' ? 0 : 4000 + (h.readUInt32BE(0) % 91001);
  const [customerName, customerNameAr] = CUSTOMERS[h[4]! % CUSTOMERS.length]!;
  const dueDate = new Date(issued.getTime() + (14 + (h[9]! % 14)) * 86_400_000);
  const kind = tariffOf(query.serviceId).kind;
  // Some utility customers are repaying arrears: part of what they pay is booked as recovered debt.
  const inArrears = (kind === 'electricity' || kind === 'water') && h[10]! % 4 === 0;
  return {
    billingNo: query.billingNo,
    billNo: `${isoDate(issued).slice(0, 7).replace('-', '')}${digitsOf(h, 6, 12)}`,
    due: amount,
    ...charges(query.serviceId, amount),
    debtRecovered: inArrears ? Math.round(amount / 10) : 0,
    allowPartial: kase === 'partial',
    min: kase === 'partial' ? Math.min(1000, amount) : 0,
    max: kase === 'partial' ? amount : 0,
    customerName,
    customerNameAr,
    account: digitsOf(h, 10, 20),
    dueDate: isoDate(dueDate),
  };
}

/** Prepaid: the amount asked is what is due; the name is the subscriber's when there is a reference. */
export function prepaidBill(query: BillQuery, amount: number): Bill {
  const h = hashOf(query.billerId, query.serviceId, query.billingNo);
  const [customerName, customerNameAr] = query.billingNo ? CUSTOMERS[h[4]! % CUSTOMERS.length]! : ['', ''];
  return {
    billingNo: query.billingNo,
    billNo: '',
    due: amount,
    ...charges(query.serviceId, amount),
    debtRecovered: 0,
    allowPartial: false,
    min: 0,
    max: 0,
    customerName,
    customerNameAr,
    account: query.billingNo,
    dueDate: null,
  };
}

/** Nothing to pay means nothing to charge. */
export function charges(serviceId: number, due: number): Pick<Bill, 'fee' | 'vat' | 'tax'> {
  if (due <= 0) return { fee: 0, vat: 0, tax: 0 };
  const tariff = tariffOf(serviceId);
  return { fee: tariff.fee, vat: vatOnFee(tariff.fee), tax: tariff.tax ?? 0 };
}

const LABELS: Record<TariffKind, Bilingual> = {
  electricity: { en: 'Electricity consumption', ar: 'استهلاك الكهرباء' },
  water: { en: 'Water consumption', ar: 'استهلاك المياه' },
  telecom: { en: 'Monthly plan and usage', ar: 'الباقة الشهرية والاستخدام' },
  government: { en: 'Fees', ar: 'الرسوم' },
  insurance: { en: 'Premium', ar: 'القسط' },
  voucher: { en: 'Voucher', ar: 'قسيمة' },
};

/** The issued bill's lines; they add up to the bill exactly (VAT is 5% of the taxable part). */
export function billLines(serviceId: number, total: number): Array<{ label: Bilingual; amount: number }> {
  const kind = tariffOf(serviceId).kind;
  const fixed =
    kind === 'electricity' || kind === 'water'
      ? { en: 'Meter rent', ar: 'إيجار العداد', amount: 500 }
      : { en: 'Service charge', ar: 'رسوم الخدمة', amount: 1000 };
  const rent = Math.min(fixed.amount, total);
  const vat = Math.round(((total - rent) * 5) / 105);
  return [
    { label: LABELS[kind], amount: total - rent - vat },
    { label: { en: fixed.en, ar: fixed.ar }, amount: rent },
    { label: { en: 'VAT 5%', ar: 'ضريبة القيمة المضافة 5%' }, amount: vat },
  ];
}
