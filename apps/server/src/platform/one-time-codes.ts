import { ErrorCode, type Bilingual } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../adapters/sms/sms-provider.ts';
import { codesBlockedSms } from './code-failure-texts.ts';
import { CodeFailures, familyOf } from './code-failures.ts';
import type { Config } from './config.ts';
import { one, type Db } from './db.ts';
import { hmac, randomDigits, randomToken, safeEqualHex } from './crypto.ts';
import { AppError } from './errors.ts';
import { isBoundTo, issueWithinLimits, payloadOf, readAndConsume, readCodeForUpdate, type SendLimits } from './one-time-code-rows.ts';
import { SmsAfterAnswer } from './sms-after-answer.ts';

type OtpConfig = Pick<
  Config,
  | 'OTP_TTL_SECONDS'
  | 'OTP_TIMER_SECONDS'
  | 'OTP_LENGTH'
  | 'OTP_MAX_ATTEMPTS'
  | 'OTP_RESEND_COOLDOWN_SECONDS'
  | 'OTP_MAX_SENDS_PER_MOBILE_HOUR'
  | 'OTP_MAX_SENDS_PER_IP_HOUR'
  | 'OTP_ACCOUNT_MAX_FAILURES'
  | 'OTP_ACCOUNT_FAILURE_WINDOW_SECONDS'
  | 'OTP_ACCOUNT_LOCK_SECONDS'
>;

export interface IssueRequest {
  purpose: string;
  mobile: string;
  ip: string;
  customerId?: number | null;
  /** What this code is for (a login, a payment…); verify hands it back, so a code cannot confirm another request. */
  payload?: unknown;
  /**
   * False for a decoy: the caller answers as if a code was sent, so nobody learns whether an account
   * exists. Either way the text leaves after the answer, so a decoy takes as long as a real code.
   */
  deliver: boolean;
  text: (code: string) => Bilingual;
  language?: 'en' | 'ar';
}

export interface Challenge {
  utr: string;
  otp: { length: number; timer: number; validFor: number };
}

export interface VerifiedCode {
  subject: string;
  customerId: number | null;
  payload: unknown;
  /** The right code, already used once: the caller answers what that first use produced. */
  replay?: boolean;
}

export interface VerifyOptions {
  /**
   * The payload the code must have been issued with (bill, amount, mobile, payment, customer), compared
   * as JSON values. Checked before the code is used up: a right code shown for another request is
   * refused and stays valid.
   */
  boundTo?: unknown;
  /** A right code used before answers `replay: true` instead of a refusal (a repeated confirm). */
  allowReplay?: boolean;
}

/**
 * One-time codes per OWASP ASVS §6.5–6.6 / NIST 800-63B (DESIGN §6): random digits, stored as an
 * HMAC, single use, short-lived, bound to their purpose and payload, a limited number of wrong
 * tries per code and per mobile (code-failures.ts), a resend cooldown and hourly send limits per
 * mobile and per IP. Texts leave after the answer (sms-after-answer.ts).
 */
export class OneTimeCodes {
  private readonly pepper: string;
  private readonly outgoing: SmsAfterAnswer;
  private readonly failures: CodeFailures;

  constructor(
    private readonly db: Db,
    sms: SmsProvider,
    private readonly config: OtpConfig,
    pepper: string | undefined,
    log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.pepper = pepper ?? randomToken();
    this.outgoing = new SmsAfterAnswer(sms, (err) => log.error({ err }, 'SMS not delivered'));
    this.failures = new CodeFailures(config);
  }

  /** Resolves once every text queued so far is with the SMS provider. */
  settled(): Promise<void> {
    return this.outgoing.settled();
  }

  async issue(req: IssueRequest): Promise<Challenge> {
    const code = randomDigits(this.config.OTP_LENGTH);
    const utr = randomToken();
    const limits = await issueWithinLimits(this.db, this.failures, this.config, {
      utr,
      purpose: req.purpose,
      subject: req.mobile,
      customerId: req.customerId ?? null,
      codeHash: this.hash(utr, code),
      payload: JSON.stringify(req.payload ?? null),
      ip: req.ip,
      delivered: req.deliver,
      family: familyOf(req.purpose),
    });
    if (!limits.issued) throw this.refusal(limits);
    if (req.deliver) this.outgoing.send(req.mobile, bothLanguages(req.text(code), req.language));
    return { utr, otp: { length: this.config.OTP_LENGTH, timer: this.config.OTP_TIMER_SECONDS, validFor: this.config.OTP_TTL_SECONDS } };
  }

  /** Why a code was not issued: the mobile locked out of this family of codes first, then the cooldown and hourly limits. */
  private refusal(limits: SendLimits): AppError {
    if (limits.locked_out) return this.failures.blocked();
    if (limits.last_age !== null && limits.last_age < this.config.OTP_RESEND_COOLDOWN_SECONDS) {
      return new AppError(ErrorCode.TooManyRequests, 'resendTooSoon');
    }
    return new AppError(ErrorCode.TooManyRequests, 'tooManyRequests');
  }

  /**
   * Consumes the code when right; counts a wrong try against the code and the mobile, and locks the
   * code, or the mobile's codes of this family, after too many.
   */
  async verify(
    purpose: string,
    utr: string | null | undefined,
    pin: string | null | undefined,
    opts: VerifyOptions = {},
  ): Promise<VerifiedCode> {
    if (!utr || !pin) throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
    return (await this.verifyAtOnce(purpose, utr, pin, opts)) ?? this.verifyLocked(purpose, utr, pin, opts);
  }

  /**
   * The common cases in one statement and no transaction (issue 36, decision 079): it reads the code's
   * row as it stood when the statement began and, in the same statement, consumes the code only if it
   * is right, usable and bound to `boundTo`. A right code used before answers a replay from what was
   * read. Anything else (undefined) goes to verifyLocked, which counts wrong tries under FOR UPDATE and
   * gives every refusal.
   */
  private async verifyAtOnce(purpose: string, utr: string, pin: string, opts: VerifyOptions): Promise<VerifiedCode | undefined> {
    const family = familyOf(purpose);
    const hash = this.hash(utr, pin);
    // `attempts` must be as the statement found it: a wrong try that locked the mobile out while this
    // statement waited for the row is seen through the row (PostgreSQL checks the WHERE again on the row
    // as the wrong try left it), not through otp_guards, which this statement reads as of its start.
    const row = await readAndConsume(this.db, this.failures, {
      utr,
      purpose,
      hash,
      family,
      boundTo: opts.boundTo === undefined ? null : JSON.stringify(opts.boundTo),
    });
    if (!row || !row.delivered || row.locked || !safeEqualHex(row.code_hash, hash)) return undefined;
    const verified: VerifiedCode = { subject: row.subject, customerId: row.customer_id, payload: payloadOf(row) };
    if (row.used) return verified;
    // A repeated confirm only reads, so this read may answer it as verifyLocked would.
    if (row.consumed_at && opts.allowReplay) return { ...verified, replay: true };
    return undefined;
  }

  /** Every answer, under the code's row lock: right, replay, wrong (counted), expired, locked, locked out. */
  private async verifyLocked(purpose: string, utr: string, pin: string, opts: VerifyOptions): Promise<VerifiedCode> {
    // A wrong try must be counted, so its refusal is returned out of the transaction and thrown
    // after the commit: thrown inside, it would roll the count back and allow endless guessing.
    const family = familyOf(purpose);
    let lockedOut: { mobile: string } | undefined;
    const outcome = await this.db.tx(async (q): Promise<VerifiedCode | AppError> => {
      const row = await readCodeForUpdate(q, utr, purpose);
      if (!row) throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
      const right = row.delivered && !row.locked && safeEqualHex(row.code_hash, this.hash(utr, pin));
      const payload = payloadOf(row);
      if (row.consumed_at) {
        if (right && opts.allowReplay) return { subject: row.subject, customerId: row.customer_id, payload, replay: true };
        throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
      }
      if (row.expired) throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
      await this.failures.assertOpen(q, row.subject, family);
      if (row.locked) throw new AppError(ErrorCode.TooManyRequests, 'codeLocked');
      // The right code for another request is not a guess: refused, neither counted nor used up.
      if (right && !isBoundTo(payload, opts.boundTo)) return new AppError(ErrorCode.Unauthorized, 'wrongCode');
      if (!right) {
        const attempts = row.attempts + 1;
        const locked = attempts >= this.config.OTP_MAX_ATTEMPTS;
        await q.query('UPDATE otp_codes SET attempts = $2, locked = $3 WHERE utr = $1', [utr, attempts, locked]);
        if (await this.failures.record(q, row.subject, family)) {
          // Only a mobile we have texted codes to is told; a decoy's subject may be nobody's phone.
          const texted = await one(q, 'SELECT 1 FROM otp_codes WHERE subject = $1 AND delivered LIMIT 1', [row.subject]);
          if (texted) lockedOut = { mobile: row.subject };
          return this.failures.blocked();
        }
        return new AppError(locked ? ErrorCode.TooManyRequests : ErrorCode.Unauthorized, locked ? 'codeLocked' : 'wrongCode');
      }
      // Used up, and the mobile's count of wrong tries starts again: one statement.
      await q.query(`WITH used AS (UPDATE otp_codes SET consumed_at = now() WHERE utr = $1) ${this.failures.clearSql('$2', '$3')}`, [
        utr,
        row.subject,
        family,
      ]);
      return { subject: row.subject, customerId: row.customer_id, payload };
    });
    if (lockedOut) this.outgoing.send(lockedOut.mobile, bothLanguages(codesBlockedSms(this.config.OTP_ACCOUNT_LOCK_SECONDS)));
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  }

  private hash(utr: string, code: string): string {
    return hmac(this.pepper, `${utr}:${code}`);
  }
}

/** One text in both languages, the customer's first. */
function bothLanguages(text: Bilingual, first: 'en' | 'ar' = 'en'): string {
  return first === 'ar' ? `${text.ar}\n${text.en}` : `${text.en}\n${text.ar}`;
}
