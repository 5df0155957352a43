import { createHash } from 'node:crypto';
import type { Queryable } from '../../../platform/db.ts';
import { formatStatement, type StatementLine } from '../../statement-files/statement-layouts.ts';
import { AMOUNT_OFF_BAISA, troublesFor, type StatementTrouble } from '../../statement-files/statement-trouble.ts';

/** The sandbox acquirer's fee on a capture: 1.5 %, to the baisa (documented in docs/settlement-files.md). */
export const sandboxAcquirerFee = (captured: number): number => Math.round((captured * 15) / 1000);

const acquirerRef = (id: string, what: string) =>
  `ACQ${createHash('sha256').update(`${id}:${what}`).digest('hex').slice(0, 12).toUpperCase()}`;

export interface StatementWindow {
  day: string;
  from: Date;
  to: Date;
  valueDate: string;
}

/**
 * The sandbox gateway's settlement file for a business day (issue 32 §2), drawn from its own books
 * (gw_payment_events): every capture with its fee and every refund whose event falls in the window.
 */
export async function sandboxSettlementFile(q: Queryable, w: StatementWindow, troubles: readonly StatementTrouble[] = []): Promise<string> {
  const events = await q.query<{ id: string; reference: string; to_status: string; amount: number; event_id: number }>(
    `SELECT g.id, g.reference, e.to_status, e.amount::bigint AS amount, e.id AS event_id
       FROM gw_payment_events e JOIN gw_payments g ON g.id = e.payment_id
      WHERE e.to_status IN ('captured', 'refunded') AND e.amount > 0 AND e.at >= $1 AND e.at < $2
      ORDER BY e.id`,
    [w.from, w.to],
  );
  const missing = troublesFor(troubles, 'missing_line');
  const off = troublesFor(troubles, 'amount_off');
  const lines: StatementLine[] = [];
  const line = (recordType: StatementLine['recordType'], reference: string, outside: string, amountBaisa: number) =>
    lines.push({ recordType, reference, outsideReference: outside, amountBaisa, valueDate: w.valueDate });
  for (const e of events) {
    if (e.to_status === 'refunded') {
      line('REFUND', e.reference, acquirerRef(e.id, `refund:${e.event_id}`), Number(e.amount));
      continue;
    }
    if (missing.has(e.reference)) continue;
    const captured = Number(e.amount) - (off.has(e.reference) ? AMOUNT_OFF_BAISA : 0);
    line('CAPTURE', e.reference, acquirerRef(e.id, 'capture'), captured);
    line('FEE', e.reference, acquirerRef(e.id, 'fee'), sandboxAcquirerFee(captured));
  }
  for (const reference of troublesFor(troubles, 'unknown_reference')) {
    line('CAPTURE', reference, acquirerRef(reference, 'capture'), 1_000);
    line('FEE', reference, acquirerRef(reference, 'fee'), sandboxAcquirerFee(1_000));
  }
  return formatStatement('gateway', lines, w.day);
}
