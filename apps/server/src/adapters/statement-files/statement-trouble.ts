/**
 * Trouble the sandbox statement files make on request (issue 32 §2), each the way it happens for real.
 * A trouble names the payment it hits, so a test knows which exception to expect; the same list is given
 * for every day of a scenario (a late posting is left out of its own day and lands on the next).
 */
export const STATEMENT_TROUBLES = [
  /** The gateway's file leaves out a capture (and its fee). */
  'missing_line',
  /** The gateway captured a few baisa less than we charged. */
  'amount_off',
  /** The biller never received a posting. */
  'never_posted',
  /** The biller's posting lands in the next banking day's file. */
  'late_posting',
  /** The biller's file lists a posting twice. */
  'duplicate',
  /** The gateway's file carries a capture for a reference we never made. */
  'unknown_reference',
] as const;
export type StatementTroubleKind = (typeof STATEMENT_TROUBLES)[number];

export interface StatementTrouble {
  kind: StatementTroubleKind;
  /** Our payment id (for unknown_reference: the made-up reference the gateway reports). */
  paymentId: string;
}

/** How far off an `amount_off` capture is. */
export const AMOUNT_OFF_BAISA = 3;

export const troublesFor = (troubles: readonly StatementTrouble[], kind: StatementTroubleKind): Set<string> =>
  new Set(troubles.filter((t) => t.kind === kind).map((t) => t.paymentId));
