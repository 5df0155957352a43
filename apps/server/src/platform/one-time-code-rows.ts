import type { CodeFailures } from './code-failures.ts';
import { one, type Queryable } from './db.ts';

/** A one-time code's row, as verify judges it (one-time-codes.ts). */
export interface CodeRow {
  code_hash: string;
  subject: string;
  customer_id: number | null;
  payload: unknown;
  attempts: number;
  locked: boolean;
  delivered: boolean;
  consumed_at: Date | null;
  expired: boolean;
}

const COLUMNS = `code_hash, subject, customer_id, payload, attempts, locked, delivered, consumed_at,
                expires_at <= now() AS expired`;

/**
 * The row and whether its mobile is locked out of the purpose's family, in one read without a lock:
 * enough to see the common case (a right, usable code), never enough to refuse or count a try.
 */
export function readCode(
  db: Queryable,
  failures: CodeFailures,
  utr: string,
  purpose: string,
  family: string,
): Promise<(CodeRow & { locked_out: boolean }) | undefined> {
  return one(
    db,
    `SELECT ${COLUMNS}, ${failures.lockedOutSql('otp_codes.subject', '$3')} AS locked_out
       FROM otp_codes WHERE utr = $1 AND purpose = $2`,
    [utr, purpose, family],
  );
}

/** The row locked until the caller's transaction ends: tries of one code are judged one after another. */
export function readCodeForUpdate(q: Queryable, utr: string, purpose: string): Promise<CodeRow | undefined> {
  return one(q, `SELECT ${COLUMNS} FROM otp_codes WHERE utr = $1 AND purpose = $2 FOR UPDATE`, [utr, purpose]);
}

/** The payload the code was issued with, parsed should it arrive as text. */
export const payloadOf = (row: CodeRow): unknown => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload);
