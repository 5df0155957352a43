// The banking calendar is settlement's (pure functions and the holidays finance enters); not its index,
// which would import this file back through the sandbox statements.
import { isBankingDay, nextBankingDay, previousBankingDay, settlementWindow } from '../../modules/settlement/business-days.ts';
import { holidayRepository } from '../../modules/settlement/holiday-repository.ts';
import type { Queryable } from '../../platform/db.ts';
import type { StatementWindow } from '../payment-gateway/sandbox/settlement-file.ts';
import { formatStatement, type StatementLine } from '../statement-files/statement-layouts.ts';
import { troublesFor, type StatementTrouble } from '../statement-files/statement-trouble.ts';

const paymentOf = (postingReference: string) => postingReference.split(':')[0]!;

/**
 * A sandbox biller's acknowledgement file for a business day (issue 32 §2), drawn from the biller's own
 * books (sandbox_biller_postings): the postings it accepted in the window. A posting named `late_posting`
 * is left out of its own day and lands in the next window's file (`previous` is that earlier window).
 */
export async function sandboxAcknowledgementFile(
  q: Queryable,
  billerId: number,
  w: StatementWindow & { previousFrom: Date },
  troubles: readonly StatementTrouble[] = [],
): Promise<string> {
  const rows = await q.query<{ reference: string; biller_trx_id: string; amount_baisa: number; created_at: Date }>(
    `SELECT reference, biller_trx_id, amount_baisa::bigint AS amount_baisa, created_at FROM sandbox_biller_postings
      WHERE biller_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY created_at, reference`,
    [billerId, w.previousFrom, w.to],
  );
  const late = troublesFor(troubles, 'late_posting');
  const never = troublesFor(troubles, 'never_posted');
  const twice = troublesFor(troubles, 'duplicate');
  const lines: StatementLine[] = [];
  for (const r of rows) {
    const payment = paymentOf(r.reference);
    const ownDay = new Date(r.created_at) >= w.from;
    // A late posting belongs to the earlier window and arrives in this one; every other earlier one was already sent.
    if (never.has(payment) || ownDay === late.has(payment)) continue;
    const line: StatementLine = {
      recordType: 'POSTING',
      reference: r.reference,
      outsideReference: r.biller_trx_id,
      amountBaisa: Number(r.amount_baisa),
      valueDate: w.day,
    };
    lines.push(line);
    if (twice.has(payment)) lines.push(line);
  }
  return formatStatement('biller', lines, w.day);
}

/** The billers the sandbox network took postings for in [from, to): each sends a file for the day. */
export async function sandboxBillersPosted(q: Queryable, from: Date, to: Date): Promise<number[]> {
  const rows = await q.query<{ biller_id: number }>(
    'SELECT DISTINCT biller_id FROM sandbox_biller_postings WHERE created_at >= $1 AND created_at < $2 ORDER BY biller_id',
    [from, to],
  );
  return rows.map((r) => r.biller_id);
}

/**
 * The sandbox switch's file for a business day as its published API answers it (biller-protocol.ts,
 * acknowledgementFile): no trouble, complete once the day's window has ended. It keeps Oman's banking
 * calendar as finance enters it in the database it runs on (the portal's own in the demo).
 */
export async function sandboxAcknowledgementForDay(
  q: Queryable,
  billerId: number,
  day: string,
  now: Date,
): Promise<{ ok: true; content: string; complete: boolean } | { ok: false; reason: 'not_business_day' }> {
  const holidays = await holidayRepository.set(q);
  if (!isBankingDay(day, holidays)) return { ok: false, reason: 'not_business_day' };
  const w = settlementWindow(day, holidays);
  const previousFrom = settlementWindow(previousBankingDay(day, holidays), holidays).from;
  const window = { day, from: w.from, to: w.to, valueDate: nextBankingDay(day, holidays), previousFrom };
  return { ok: true, content: await sandboxAcknowledgementFile(q, billerId, window), complete: now >= w.to };
}
