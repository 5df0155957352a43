import { isDeepStrictEqual } from 'node:util';
import type { CodeFailures } from './code-failures.ts';
import type { Config } from './config.ts';
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
 * The row as the statement found it, and the code consumed in the same statement (`used`) only if it
 * is the right one (`hash`), delivered, not locked, not used, not expired, its mobile not locked out
 * of the purpose's family, its payload `boundTo` (JSON text, null: any), and its wrong tries as they
 * were read (the WHERE is checked again on a row another statement changed meanwhile, the read is
 * not). A right code starts its mobile's count of wrong tries again. Never enough to refuse or count a try.
 */
export async function readAndConsume(
  db: Queryable,
  failures: CodeFailures,
  code: { utr: string; purpose: string; hash: string; family: string; boundTo: string | null },
): Promise<(CodeRow & { used: boolean }) | undefined> {
  return one(
    db,
    `WITH found AS (SELECT ${COLUMNS} FROM otp_codes WHERE utr = $1 AND purpose = $2),
       used AS (
         UPDATE otp_codes SET consumed_at = now()
          WHERE utr = $1 AND purpose = $2 AND code_hash = $3 AND attempts = (SELECT attempts FROM found)
            AND ($5::jsonb IS NULL OR payload = $5::jsonb)
            AND delivered AND NOT locked AND consumed_at IS NULL AND expires_at > now()
            AND NOT ${failures.lockedOutSql('otp_codes.subject', '$4')}
         RETURNING subject),
       cleared AS (${failures.clearSql('(SELECT subject FROM used)', '$4')})
     SELECT found.*, EXISTS (SELECT 1 FROM used) AS used FROM found`,
    [code.utr, code.purpose, code.hash, code.family, code.boundTo],
  );
}

/** The row locked until the caller's transaction ends: tries of one code are judged one after another. */
export function readCodeForUpdate(q: Queryable, utr: string, purpose: string): Promise<CodeRow | undefined> {
  return one(q, `SELECT ${COLUMNS} FROM otp_codes WHERE utr = $1 AND purpose = $2 FOR UPDATE`, [utr, purpose]);
}

/** The payload the code was issued with, parsed should it arrive as text. */
export const payloadOf = (row: CodeRow): unknown => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload);

/** Whether a code's payload is the one it must be bound to (none: any), compared as JSON values. */
export const isBoundTo = (payload: unknown, boundTo: unknown): boolean =>
  boundTo === undefined || isDeepStrictEqual(payload, JSON.parse(JSON.stringify(boundTo)));

/** What decided whether a code was issued (its mobile's lock-out, the resend cooldown, the hourly limits). */
export interface SendLimits {
  issued: boolean;
  locked_out: boolean;
  last_age: number | null;
}

type LimitsConfig = Pick<
  Config,
  'OTP_TTL_SECONDS' | 'OTP_RESEND_COOLDOWN_SECONDS' | 'OTP_MAX_SENDS_PER_MOBILE_HOUR' | 'OTP_MAX_SENDS_PER_IP_HOUR'
>;

/**
 * A new code's row, written in the same statement that reads its limits, and only when none is
 * reached: the mobile not locked out of the purpose's family, the last code for the same purpose older
 * than the cooldown, fewer codes this hour than the limits per mobile and per IP (issue 36: one statement).
 */
export async function issueWithinLimits(
  db: Queryable,
  failures: CodeFailures,
  config: LimitsConfig,
  code: {
    utr: string;
    purpose: string;
    subject: string;
    customerId: number | null;
    codeHash: string;
    payload: string;
    ip: string;
    delivered: boolean;
    family: string;
  },
): Promise<SendLimits> {
  const row = await one<SendLimits>(
    db,
    `WITH stats AS (
       SELECT ${failures.lockedOutSql('$3', '$9')} AS locked_out,
              (SELECT extract(epoch FROM now() - max(created_at)) FROM otp_codes WHERE subject = $3 AND purpose = $2)::float8 AS last_age,
              (SELECT count(*) FROM otp_codes WHERE subject = $3 AND created_at > now() - interval '1 hour') AS per_mobile,
              (SELECT count(*) FROM otp_codes WHERE ip = $7 AND created_at > now() - interval '1 hour') AS per_ip),
     issued AS (
       INSERT INTO otp_codes (utr, purpose, subject, customer_id, code_hash, payload, ip, delivered, expires_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $10)
         FROM stats
        WHERE NOT locked_out AND (last_age IS NULL OR last_age >= $11) AND per_mobile < $12 AND per_ip < $13
       RETURNING utr)
     SELECT EXISTS (SELECT 1 FROM issued) AS issued, locked_out, last_age FROM stats`,
    [
      code.utr,
      code.purpose,
      code.subject,
      code.customerId,
      code.codeHash,
      code.payload,
      code.ip,
      code.delivered,
      code.family,
      config.OTP_TTL_SECONDS,
      config.OTP_RESEND_COOLDOWN_SECONDS,
      config.OTP_MAX_SENDS_PER_MOBILE_HOUR,
      config.OTP_MAX_SENDS_PER_IP_HOUR,
    ],
  );
  return row!;
}
