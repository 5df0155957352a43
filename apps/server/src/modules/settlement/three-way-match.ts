import type { FileLineRow } from './statement-repository.ts';
import type { LedgerCapture, LedgerPosting } from './ledger-repository.ts';

export type ExceptionKind = 'missing_at_gateway' | 'missing_at_biller' | 'amount_differs' | 'duplicate' | 'unknown_reference' | 'timing';

export interface FoundException {
  side: 'gateway' | 'biller';
  kind: ExceptionKind;
  reference: string;
  paymentId: string | null;
  billerId: number | null;
  ledgerBaisa: number | null;
  outsideBaisa: number | null;
}

export interface BillerCount {
  billerId: number;
  ledgerLines: number;
  ledgerBaisa: number;
  matchedLines: number;
  matchedBaisa: number;
}

export interface MatchInput {
  postings: LedgerPosting[];
  captures: LedgerCapture[];
  /** The current files' lines of the day; `hasGatewayFile` / `billerFiles` say which files arrived. */
  lines: FileLineRow[];
  hasGatewayFile: boolean;
  billerFiles: ReadonlySet<number>;
  /** References in the next banking day's current files: what is missing today but arrived there is timing. */
  nextDay: ReadonlySet<string>;
  /** References of unexpected file lines that the ledger knows from another day (not unknown). */
  knownElsewhere: ReadonlySet<string>;
}

interface Side {
  side: 'gateway' | 'biller';
  expected: { reference: string; paymentId: string; billerId: number | null; amount: number }[];
  lines: FileLineRow[];
  missingKind: ExceptionKind;
}

/**
 * The three-way match of one business day (decision 052): our ledger against the gateway's file by
 * payment and captured amount, and against each biller's file by posting reference and amount. A side
 * whose file has not arrived is not judged yet. Pure, so the rules are tested without a database.
 */
export function threeWayMatch(input: MatchInput): { exceptions: FoundException[]; billers: BillerCount[] } {
  const exceptions: FoundException[] = [];
  const counts = new Map<number, BillerCount>();
  const count = (billerId: number) => {
    let c = counts.get(billerId);
    if (!c) counts.set(billerId, (c = { billerId, ledgerLines: 0, ledgerBaisa: 0, matchedLines: 0, matchedBaisa: 0 }));
    return c;
  };
  for (const p of input.postings) {
    const c = count(p.biller_id);
    c.ledgerLines++;
    c.ledgerBaisa += Number(p.amount);
  }
  const sides: Side[] = [
    {
      side: 'gateway',
      expected: input.hasGatewayFile
        ? input.captures.map((c) => ({ reference: c.payment_id, paymentId: c.payment_id, billerId: c.biller_id, amount: Number(c.amount) }))
        : [],
      lines: input.lines.filter((l) => l.biller_id === 0 && l.record_type === 'CAPTURE'),
      missingKind: 'missing_at_gateway',
    },
    {
      side: 'biller',
      expected: input.postings
        .filter((p) => input.billerFiles.has(p.biller_id))
        .map((p) => ({ reference: p.reference, paymentId: p.payment_id, billerId: p.biller_id, amount: Number(p.amount) })),
      lines: input.lines.filter((l) => l.biller_id !== 0 && l.record_type === 'POSTING'),
      missingKind: 'missing_at_biller',
    },
  ];
  for (const s of sides) {
    const seen = new Map<string, FileLineRow[]>();
    for (const l of s.lines) seen.set(l.reference, [...(seen.get(l.reference) ?? []), l]);
    const expected = new Set(s.expected.map((e) => e.reference));
    for (const e of s.expected) {
      const found = seen.get(e.reference);
      const base = { side: s.side, reference: e.reference, paymentId: e.paymentId, billerId: e.billerId, ledgerBaisa: e.amount };
      if (!found) {
        const kind = input.nextDay.has(e.reference) ? 'timing' : s.missingKind;
        exceptions.push({ ...base, kind, outsideBaisa: null });
        continue;
      }
      const amount = Number(found[0]!.amount_baisa);
      if (found.length > 1) exceptions.push({ ...base, kind: 'duplicate', outsideBaisa: Number(found[1]!.amount_baisa) });
      if (amount !== e.amount) exceptions.push({ ...base, kind: 'amount_differs', outsideBaisa: amount });
      else if (s.side === 'biller' && e.billerId !== null) {
        const c = count(e.billerId);
        c.matchedLines++;
        c.matchedBaisa += amount;
      }
    }
    for (const [reference, found] of seen) {
      if (expected.has(reference) || input.knownElsewhere.has(reference)) continue;
      const billerId = found[0]!.biller_id || null;
      exceptions.push({
        side: s.side,
        kind: 'unknown_reference',
        reference,
        paymentId: null,
        billerId,
        ledgerBaisa: null,
        outsideBaisa: Number(found[0]!.amount_baisa),
      });
    }
  }
  return { exceptions, billers: [...counts.values()] };
}
