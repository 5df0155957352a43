import type { Queryable } from '../../platform/db.ts';
import { ledgerRepository } from './ledger-repository.ts';
import { isFinal } from './payment-states.ts';

export interface LedgerProblem {
  paymentId: string;
  state: string;
  kind: 'lost' | 'held' | 'double';
  problem: string;
}

export interface LedgerReport {
  /** Payments checked (the seeded demo history, which never touched a provider, is left out). */
  payments: number;
  /** Not final yet: nothing is asserted of them. */
  open: number;
  /** Money taken that was neither passed to a biller nor given back (or passed on without being taken). */
  lost: number;
  /** A card authorisation still held for a payment that is over, or for no payment at all. */
  held: number;
  /** A biller paid more than the payment's posted lines. */
  double: number;
  problems: LedgerProblem[];
}

/**
 * The money check (decision 013), read from our payments and the sandboxes' own books: for every
 * final payment, the money taken net of refunds (card captured − refunded, or wallet debited −
 * refunded) plus the points used net equals what its posted lines cost; the billers were paid exactly
 * the posted lines; and nothing is left authorised for a payment that is over. A real deployment
 * checks the same against the providers' settlement reports.
 */
export async function checkLedger(q: Queryable): Promise<LedgerReport> {
  const rows = await ledgerRepository.paymentSums(q);
  const report: LedgerReport = { payments: rows.length, open: 0, lost: 0, held: 0, double: 0, problems: [] };
  const flag = (r: { id: string; state: string }, kind: 'lost' | 'held' | 'double', problem: string) => {
    report[kind] += 1;
    report.problems.push({ paymentId: r.id, state: r.state, kind, problem: `${kind}: ${problem}` });
  };
  for (const r of rows) {
    if (!isFinal(r.state) || r.refund_open) {
      report.open += 1;
      continue;
    }
    const money = Number(r.wallet_net) + Number(r.card_net);
    // A staff refund gives money back on a posted line: the customer is owed that much less, and the
    // biller holds that much less when it reversed the posting (a reversal refused is a claim, not a loss).
    const owed = Number(r.posted_total) - (Number(r.posted_total) > 0 ? Number(r.points_net) : 0) - Number(r.staff_refunded);
    const postedPaid = Number(r.posted_paid) - Number(r.staff_reversed);
    if (money !== owed) flag(r, 'lost', `money taken ${money} baisa, owed ${owed}`);
    if (Number(r.biller_paid) > postedPaid) flag(r, 'double', `billers paid ${r.biller_paid} baisa for posted lines of ${postedPaid}`);
    else if (Number(r.biller_paid) < postedPaid) flag(r, 'lost', `billers paid ${r.biller_paid} baisa for posted lines of ${postedPaid}`);
    if (r.card_held) flag(r, 'held', 'a card authorisation is still held');
  }
  const orphans = await ledgerRepository.orphanHolds(q);
  for (const o of orphans) flag({ id: o.id, state: 'unknown' }, 'held', 'held at the gateway for no payment of ours');
  return report;
}
