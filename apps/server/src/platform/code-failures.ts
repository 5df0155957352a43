import { ErrorCode } from '@portal/contract';
import type { Config } from './config.ts';
import { one, type Queryable } from './db.ts';
import { AppError } from './errors.ts';
import { codesBlockedText } from './code-failure-texts.ts';

type FailureConfig = Pick<Config, 'OTP_ACCOUNT_MAX_FAILURES' | 'OTP_ACCOUNT_FAILURE_WINDOW_SECONDS' | 'OTP_ACCOUNT_LOCK_SECONDS'>;

/**
 * Purposes whose wrong codes count together against one mobile: guessing sign-in codes and guessing
 * payment codes are told apart, so a customer locked out of one can still use the other.
 */
const FAMILIES: Record<string, string> = {
  login: 'account',
  reset: 'account',
  register: 'account',
  profile: 'account',
  card: 'payment',
  wallet: 'payment',
};
export const familyOf = (purpose: string): string => FAMILIES[purpose] ?? purpose;

/**
 * Wrong codes counted per account across all its codes (decision 015): a code locks itself after
 * OTP_MAX_ATTEMPTS, but an attacker can ask for new codes; this counts every wrong try for the mobile
 * in the database, so all server processes count together, and locks the mobile out of new codes for
 * a while when they reach the limit. A right code starts the count again (NIST 800-63B §5.2.2 counts
 * consecutive failures).
 */
export class CodeFailures {
  constructor(private readonly config: FailureConfig) {}

  blocked(): AppError {
    return new AppError(ErrorCode.TooManyRequests, codesBlockedText(this.config.OTP_ACCOUNT_LOCK_SECONDS));
  }

  /** Whether the mobile is locked out now, as an SQL expression over the caller's parameters (folded into its read). */
  lockedOutSql(subject: string, family: string): string {
    return `EXISTS (SELECT 1 FROM otp_guards WHERE subject = ${subject} AND family = ${family} AND locked_until > now())`;
  }

  async assertOpen(q: Queryable, subject: string, family: string): Promise<void> {
    const row = await one<{ locked_out: boolean }>(q, `SELECT ${this.lockedOutSql('$1', '$2')} AS locked_out`, [subject, family]);
    if (row?.locked_out) throw this.blocked();
  }

  /** Counts a wrong try inside the caller's transaction; true when it is the one that locks the mobile. */
  async record(q: Queryable, subject: string, family: string): Promise<boolean> {
    // The guard row is taken first: two wrong tries at once, on two servers, count one after the other.
    await q.query(
      `INSERT INTO otp_guards (subject, family) VALUES ($1, $2)
       ON CONFLICT (subject, family) DO UPDATE SET subject = excluded.subject`,
      [subject, family],
    );
    await q.query('DELETE FROM otp_failures WHERE subject = $1 AND family = $2 AND at <= now() - make_interval(secs => $3)', [
      subject,
      family,
      this.config.OTP_ACCOUNT_FAILURE_WINDOW_SECONDS,
    ]);
    await q.query('INSERT INTO otp_failures (subject, family) VALUES ($1, $2)', [subject, family]);
    const count = await one<{ n: number }>(q, 'SELECT count(*) AS n FROM otp_failures WHERE subject = $1 AND family = $2', [
      subject,
      family,
    ]);
    if (Number(count?.n ?? 0) < this.config.OTP_ACCOUNT_MAX_FAILURES) return false;
    await q.query('UPDATE otp_guards SET locked_until = now() + make_interval(secs => $3) WHERE subject = $1 AND family = $2', [
      subject,
      family,
      this.config.OTP_ACCOUNT_LOCK_SECONDS,
    ]);
    // The lock is the penalty for these failures; once it ends, counting starts afresh.
    await q.query('DELETE FROM otp_failures WHERE subject = $1 AND family = $2', [subject, family]);
    return true;
  }

  /** The statement that starts the count again, over the caller's parameters (folded into its write). */
  clearSql(subject: string, family: string): string {
    return `DELETE FROM otp_failures WHERE subject = ${subject} AND family = ${family}`;
  }
}
