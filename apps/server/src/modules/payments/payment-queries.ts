import { baisaToOmr, normalizeDigits } from '@portal/contract';
import type { CallContext } from '../../platform/calls.ts';
import type { Db } from '../../platform/db.ts';
import { unauthorized } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { paymentRepository } from './payment-repository.ts';
import { pointsRepository } from './points-repository.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;

function dateOr(value: string | null | undefined, fallback: Date): Date {
  const d = value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : fallback;
}

/**
 * Past payments of one reference number (the bill-information screen's history modal). A customer sees
 * their own payments; a visitor sees only visitors' payments of that number, never a customer's.
 */
export async function paymentHistory(
  db: Db,
  ctx: CallContext,
  input: { billingNo: string; fromDate?: string | null; toDate?: string | null; transactionNumber?: number | null },
) {
  const to = dateOr(input.toDate, new Date());
  const from = dateOr(input.fromDate, new Date(to.getTime() - YEAR_MS));
  const limit = Math.min(Math.max(input.transactionNumber ?? 100, 1), 500);
  const billingNo = normalizeDigits(input.billingNo).trim().toUpperCase();
  const rows = await paymentRepository.postedLinesOf(db, billingNo, ctx.session?.customerId ?? null, from, to, limit);
  return rows.map((r) => ({
    participantTrxID: r.trx,
    billingNo: r.billing_no,
    dueAmount: baisaToOmr(Math.max(0, r.due_baisa)),
    paidAmount: baisaToOmr(r.paid_baisa),
    processDate: new Date(r.at).toISOString(),
  }));
}

/** Outstanding balance of the customer's registered bills and the cash value of their points. */
export async function customerProfileData(
  db: Db,
  session: SessionRef,
  custId: number,
  outstanding: (customerId: number) => Promise<number>,
) {
  if (custId !== session.customerId) throw unauthorized();
  const [points, due] = await Promise.all([pointsRepository.balance(db, session.customerId), outstanding(session.customerId)]);
  return { outstandingBalance: baisaToOmr(due), equivalentCash: baisaToOmr(points) };
}
