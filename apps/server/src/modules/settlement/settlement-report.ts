import { ErrorCode, formatOmrPlain } from '@portal/contract';
import type { SettlementReport } from '@portal/contract/back-office';
import type { Queryable } from '../../platform/db.ts';
import { settlementWindow } from './business-days.ts';
import { holidayRepository } from './holiday-repository.ts';
import { ledgerReader } from './ledger-repository.ts';
import { settlementError } from './settlement-actor.ts';
import { settlementRepository } from './settlement-repository.ts';

/** A fee on a payment split between its billers by what each was paid; the first biller takes the rounding. */
function feeShare(fee: number, shares: { biller_id: number; paid: number }[], billerId: number): number {
  const total = shares.reduce((s, x) => s + Number(x.paid), 0);
  if (!total) return 0;
  const parts = shares.map((x) => ({ id: x.biller_id, fee: Math.floor((fee * Number(x.paid)) / total) }));
  parts[0]!.fee += fee - parts.reduce((s, p) => s + p.fee, 0);
  return parts.find((p) => p.id === billerId)?.fee ?? 0;
}

const ROWS = [
  ['grossBaisa', 'Gross collected', 'إجمالي المحصل'],
  ['reversalsBaisa', 'Reversals', 'العكوسات'],
  ['refundsBaisa', 'Refunds', 'المبالغ المستردة'],
  ['feesBaisa', 'Fees', 'الرسوم'],
  ['netToRemitBaisa', 'Net to remit', 'الصافي المستحق للتحويل'],
  ['claimsBaisa', 'Claims raised against the biller', 'المطالبات المرفوعة على جهة الفوترة'],
  ['adjustmentsBaisa', 'Adjustments', 'التعديلات'],
] as const;

function reportCsv(r: Omit<SettlementReport, 'csv'>): string {
  const lines = [
    ['item', 'البند', 'amount_omr'],
    ['Business day', 'يوم العمل', r.day],
    ['Biller', 'جهة الفوترة', `${r.billerName.en} / ${r.billerName.ar}`],
    ...ROWS.map(([key, en, ar]) => [en, ar, formatOmrPlain(r[key])]),
    ['Remittance reference', 'مرجع التحويل', r.remittanceReference ?? ''],
  ];
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * One biller's settlement for one business day (issue 32 §5): gross collected is what the biller accepted
 * from us in the window (our posted lines), reversals come from the biller's file, refunds and fees from
 * the gateway's file (a fee split between a payment's billers by their share). Net to remit is gross −
 * reversals − refunds − fees; claims (finance's, and staff refunds too late to reverse) and adjustments
 * are shown beside it, decided by finance.
 */
export async function settlementReport(q: Queryable, day: string, billerId: number): Promise<SettlementReport> {
  const biller = await settlementRepository.billerName(q, billerId);
  if (!biller) throw settlementError('unknownBiller', ErrorCode.NotFound);
  const w = settlementWindow(day, await holidayRepository.set(q));
  const gross = (await ledgerReader.postings(q, w.from, w.to))
    .filter((p) => p.biller_id === billerId)
    .reduce((s, p) => s + Number(p.amount), 0);
  const sums = await settlementRepository.reportSums(q, day, billerId);
  const feeLines = await settlementRepository.feeLines(q, day);
  const shares = new Map<string, { biller_id: number; paid: number }[]>();
  for (const s of await ledgerReader.billersOf(q, [...new Set(feeLines.map((l) => l.reference))])) {
    shares.set(s.payment_id, [...(shares.get(s.payment_id) ?? []), s]);
  }
  const fees = feeLines.reduce((s, l) => s + feeShare(Number(l.amount), shares.get(l.reference) ?? [], billerId), 0);
  const r = {
    day,
    billerId,
    billerName: biller,
    grossBaisa: gross,
    reversalsBaisa: sums.reversals,
    refundsBaisa: sums.refunds,
    feesBaisa: fees,
    claimsBaisa: sums.claims + (await settlementRepository.refundClaims(q, w.from, w.to, billerId)),
    adjustmentsBaisa: sums.adjustments,
    netToRemitBaisa: gross - sums.reversals - sums.refunds - fees,
    remittanceReference: sums.remittance,
  };
  return { ...r, csv: reportCsv(r) };
}
