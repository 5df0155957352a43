import type { Queryable } from '../../platform/db.ts';
import type { StatementTrouble, StatementTroubleKind } from './statement-trouble.ts';

/** A trouble as asked for: without a payment, the sandbox picks one of the day's. */
export interface TroubleRequest {
  kind: StatementTroubleKind;
  paymentId?: string | undefined;
}

/** Troubles the gateway's file makes; the others (but an unknown reference) are the billers'. */
const GATEWAY_KINDS: ReadonlySet<StatementTroubleKind> = new Set(['missing_line', 'amount_off']);

const sideOf = (kind: StatementTroubleKind) => (GATEWAY_KINDS.has(kind) ? 'gateway' : 'biller');

/**
 * Names the payment each trouble hits (issue 32 §2). Finance asks for trouble by kind from the back
 * office, not knowing the payment ids: each trouble that names none gets a payment of the day's window
 * from the sandbox's own books (a capture for the gateway's kinds, a posting for the billers'), a
 * different one per trouble of a side where the day has enough, so two troubles do not hide each other.
 * A trouble the day has no payment left for is dropped; an unknown reference is made up.
 */
export async function troubleTargets(
  q: Queryable,
  w: { day: string; from: Date; to: Date },
  asked: readonly TroubleRequest[],
): Promise<StatementTrouble[]> {
  if (asked.every((t) => t.paymentId !== undefined)) return asked as StatementTrouble[];
  const captures = await q.query<{ reference: string }>(
    `SELECT g.reference FROM gw_payment_events e JOIN gw_payments g ON g.id = e.payment_id
      WHERE e.to_status = 'captured' AND e.amount > 0 AND e.at >= $1 AND e.at < $2 ORDER BY e.id`,
    [w.from, w.to],
  );
  const postings = await q.query<{ reference: string }>(
    'SELECT reference FROM sandbox_biller_postings WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at, reference',
    [w.from, w.to],
  );
  const candidates = {
    gateway: [...new Set(captures.map((r) => r.reference))],
    biller: [...new Set(postings.map((r) => r.reference.split(':')[0]!))],
  };
  const used = { gateway: new Set<string>(), biller: new Set<string>() };
  for (const t of asked) if (t.paymentId !== undefined) used[sideOf(t.kind)].add(t.paymentId);
  const out: StatementTrouble[] = [];
  for (const [i, t] of asked.entries()) {
    if (t.paymentId !== undefined) out.push({ kind: t.kind, paymentId: t.paymentId });
    else if (t.kind === 'unknown_reference') out.push({ kind: t.kind, paymentId: `SANDBOX-UNKNOWN-${w.day}-${i + 1}` });
    else {
      const side = sideOf(t.kind);
      const pick = candidates[side].find((id) => !used[side].has(id));
      if (pick === undefined) continue;
      used[side].add(pick);
      out.push({ kind: t.kind, paymentId: pick });
    }
  }
  return out;
}
