import type { STATEMENT_TROUBLE_KINDS } from '@portal/contract/back-office';

/**
 * Trouble the sandbox statement files make on request (issue 32 §2), each the way it happens for real.
 * A trouble names the payment it hits, so a test knows which exception to expect; the same list is given
 * for every day of a scenario (a late posting is left out of its own day and lands on the next). The
 * kinds and what each does are listed once, in the contract and in docs/settlement-files.md.
 */
export type StatementTroubleKind = (typeof STATEMENT_TROUBLE_KINDS)[number];

export interface StatementTrouble {
  kind: StatementTroubleKind;
  /** Our payment id (for unknown_reference: the made-up reference the gateway reports). */
  paymentId: string;
}

/** How far off an `amount_off` capture is. */
export const AMOUNT_OFF_BAISA = 3;

export const troublesFor = (troubles: readonly StatementTrouble[], kind: StatementTroubleKind): Set<string> =>
  new Set(troubles.filter((t) => t.kind === kind).map((t) => t.paymentId));
