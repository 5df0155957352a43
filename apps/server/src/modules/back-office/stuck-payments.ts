import type { Bilingual } from '@portal/contract';
import { formatOmrPlain } from '@portal/contract';
import type { StuckRow } from '@portal/contract/back-office';
import type { Queryable } from '../../platform/db.ts';
import { checkLedger, STALE_MS } from '../payments/index.ts';
import { stuckRepository, type StuckPaymentRecord as Row } from './stuck-repository.ts';

const openTooLong: Bilingual = {
  en: 'Open past its timeout: the reconciler has not finished it',
  ar: 'مفتوحة بعد انقضاء مهلتها: لم يُنهها المطابق التلقائي',
};
const LEDGER_WHY: Record<'lost' | 'held' | 'double', Bilingual> = {
  lost: {
    en: 'Ledger check: money taken and neither passed to a biller nor given back',
    ar: 'فحص الدفتر: مبلغ مخصوم لم يُحوَّل إلى المفوتر ولم يُرَد',
  },
  held: { en: 'Ledger check: a card authorisation is still held', ar: 'فحص الدفتر: لا يزال مبلغ محجوزاً على البطاقة' },
  double: { en: 'Ledger check: a biller was paid more than the posted lines', ar: 'فحص الدفتر: دُفع للمفوتر أكثر من البنود المرحّلة' },
};

const toRow = (p: Row | undefined, id: string, why: Bilingual, actions: StuckRow['actions']): StuckRow => ({
  paymentId: id,
  referenceNumber: p?.reference_number ?? null,
  state: p?.state ?? 'unknown',
  method: p?.method ?? null,
  totalOmr: p ? formatOmrPlain(Number(p.total_baisa)) : null,
  since: p ? new Date(p.updated_at).toISOString() : null,
  why,
  actions,
});

/**
 * The stuck-payments queue (issue 31 §6): payments open and unmoved past the reconciler's timeout,
 * then whatever the ledger check reports. Each row carries only the actions that fit it: an open
 * payment is asked about, a hold is released; money lost on a finished payment is refunded by line.
 */
export async function stuckPayments(q: Queryable, now = new Date()): Promise<StuckRow[]> {
  const open = await stuckRepository.openSince(q, new Date(now.getTime() - STALE_MS));
  const rows = open.map((p) => toRow(p, p.id, openTooLong, ['ask_provider']));
  const { problems } = await checkLedger(q);
  if (!problems.length) return rows;
  const ids = [...new Set(problems.map((p) => p.paymentId))];
  const known = new Map((await stuckRepository.byIds(q, ids)).map((p) => [p.id, p]));

  for (const problem of problems) {
    const why = LEDGER_WHY[problem.kind];
    const p = known.get(problem.paymentId);
    // Money taken for a payment that ended with posted lines and not passed on: a staff refund gives it back.
    const refundable = problem.kind === 'lost' && (p?.state === 'completed' || p?.state === 'partially_completed');
    rows.push(toRow(p, problem.paymentId, why, problem.kind === 'held' ? ['release_hold'] : refundable ? ['refund_line'] : []));
  }
  return rows;
}
