import { ErrorCode, type Bilingual } from '@portal/contract';
import {
  FRESH_FACTOR_SECONDS,
  permissionsOf,
  staffMessages,
  type StaffMember,
  type StaffSessionDetails,
} from '@portal/contract/back-office';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { Vault } from '../../platform/vault.ts';
import type { AuditLog } from './audit-repository.ts';
import { staffRepository, type StaffRow } from './staff-repository.ts';
import type { NewStaffSession, StaffSessionRef, StaffSessions } from './staff-session-repository.ts';
import { verifiedStep } from './totp.ts';
import { passkeyRepository } from './passkey-repository.ts';

const SIGN_IN_STEP_SECONDS = 5 * 60;
/** Wrong codes one password step allows before the password must be given again. */
const MAX_WRONG_CODES = 5;

const refused = (text: Bilingual) => new AppError(ErrorCode.Unauthorized, text);

export const staffMember = (s: StaffRow): StaffMember => ({
  id: s.id,
  email: s.email,
  name: s.display_name,
  roles: s.roles,
  permissions: permissionsOf(s.roles),
});

interface Deps {
  db: Db;
  config: Pick<Config, 'STAFF_MAX_WRONG_PASSWORDS' | 'STAFF_SESSION_IDLE_SECONDS' | 'DEMO_MODE'>;
  sessions: StaffSessions;
  audit: AuditLog;
  vault: Vault;
}

/**
 * Staff sign-in in two steps (issue 31 §1): the password gives only a short-lived sign-in token; the
 * authenticator code for it gives the session. Ten wrong passwords in a row lock the account.
 */
export class StaffSignIn {
  constructor(private readonly d: Deps) {}

  async password(email: string, password: string, ip: string): Promise<{ signInToken: string; factors: ('totp' | 'passkey')[] }> {
    const { db, audit, config } = this.d;
    const staff = await staffRepository.byEmail(db, email);
    // Demo staff sign in only where demo data is allowed; production refuses them (decision 016).
    const usable = staff && !staff.disabled_at && (config.DEMO_MODE || !staff.demo) ? staff : undefined;
    const right = await verifyPassword(usable?.password_hash, password);
    const record = (outcome: 'ok' | 'refused', why?: string) =>
      audit.append({ actorStaffId: usable?.id ?? null, actor: email, action: 'sign_in.password', outcome, ip, detail: why ? { why } : {} });
    if (!usable) {
      await record('refused', 'unknown, disabled or demo account');
      throw refused(staffMessages.wrongCredentials);
    }
    if (usable.locked_at) {
      await record('refused', 'account locked');
      throw refused(staffMessages.locked);
    }
    if (!right) {
      const { locked } = await staffRepository.wrongPassword(db, usable.id, config.STAFF_MAX_WRONG_PASSWORDS);
      await record('refused', locked ? 'wrong password; account now locked' : 'wrong password');
      throw refused(locked ? staffMessages.locked : staffMessages.wrongCredentials);
    }
    await staffRepository.rightPassword(db, usable.id);
    const token = randomToken();
    await staffRepository.openSignInStep(db, sha256(token), usable.id, SIGN_IN_STEP_SECONDS);
    await record('ok');
    const passkeys = await passkeyRepository.count(db, usable.id);
    return { signInToken: token, factors: passkeys > 0 ? ['totp', 'passkey'] : ['totp'] };
  }

  /** The authenticator code for a password step: a new session, or a refusal. */
  async code(signInToken: string, code: string, ip: string): Promise<{ session: NewStaffSession; details: StaffSessionDetails }> {
    const staff = await this.stepOwner(signInToken, ip, 'sign_in.code');
    if (!(await this.takeCode(staff, code))) {
      await this.wrongFactor(signInToken, staff, ip, 'sign_in.code', 'wrong or replayed code');
      throw refused(staffMessages.wrongCode);
    }
    return this.openSession(signInToken, staff, ip, 'totp');
  }

  /** The staff member a live password step belongs to; a refusal (audited) for an unknown, spent or expired step. */
  async stepOwner(signInToken: string, ip: string, action: string): Promise<StaffRow> {
    const { db, audit } = this.d;
    const stepOf = await staffRepository.liveSignInStep(db, sha256(signInToken));
    const staff = stepOf === undefined ? undefined : await staffRepository.byId(db, stepOf);
    if (!staff || staff.locked_at || staff.disabled_at) {
      await audit.append({
        actorStaffId: staff?.id ?? null,
        actor: staff?.email ?? 'anonymous',
        action,
        outcome: 'refused',
        ip,
        detail: { why: 'no live sign-in step' },
      });
      throw refused(staffMessages.signInExpired);
    }
    return staff;
  }

  /** Counts a wrong second factor against the password step (five end it) and audits it. */
  async wrongFactor(signInToken: string, staff: StaffRow, ip: string, action: string, why: string): Promise<void> {
    await staffRepository.wrongCode(this.d.db, sha256(signInToken), MAX_WRONG_CODES);
    await this.d.audit.append({ actorStaffId: staff.id, actor: staff.email, action, outcome: 'refused', ip, detail: { why } });
  }

  /** Spends the password step and opens the session, once: of two right factors for one step, one wins. */
  async openSession(
    signInToken: string,
    staff: StaffRow,
    ip: string,
    factor: 'totp' | 'passkey',
  ): Promise<{ session: NewStaffSession; details: StaffSessionDetails }> {
    const { db, audit, sessions } = this.d;
    if (!(await staffRepository.useSignInStep(db, sha256(signInToken)))) throw refused(staffMessages.signInExpired);
    const session = await sessions.create(staff.id, ip);
    await audit.append({ actorStaffId: staff.id, actor: staff.email, action: 'sign_in', outcome: 'ok', ip, detail: { factor } });
    return { session, details: this.details(staff, session.csrfToken, session.factorAt) };
  }

  /** A fresh factor inside a session (issue 31 §1: before a refund, an approval, a reveal or a role change). */
  async stepUp(staff: StaffRow, session: StaffSessionRef, code: string, ip: string): Promise<Date> {
    if (!(await this.takeCode(staff, code))) {
      await this.d.audit.append({
        actorStaffId: staff.id,
        actor: staff.email,
        action: 'factor.step_up',
        outcome: 'refused',
        ip,
        detail: { why: 'wrong or replayed code' },
      });
      throw refused(staffMessages.wrongCode);
    }
    const at = await this.d.sessions.markFactor(session.idHash);
    await this.d.audit.append({ actorStaffId: staff.id, actor: staff.email, action: 'factor.step_up', outcome: 'ok', ip });
    return at;
  }

  details(staff: StaffRow, csrfToken: string, factorAt: Date): StaffSessionDetails {
    return {
      staff: staffMember(staff),
      csrfToken,
      idleSeconds: this.d.config.STAFF_SESSION_IDLE_SECONDS,
      factorAt: factorAt.toISOString(),
    };
  }

  /** Verifies the code and records its time step in one move, so the same code is never taken twice. */
  private async takeCode(staff: StaffRow, code: string): Promise<boolean> {
    if (!staff.totp_secret) return false;
    const last = staff.totp_last_step === null ? null : Number(staff.totp_last_step);
    const stepNo = await verifiedStep(this.d.vault.open(staff.totp_secret), code, last);
    return stepNo !== null && (await staffRepository.takeStep(this.d.db, staff.id, stepNo));
  }
}

/** Refuses a sensitive action whose session gave its factor more than five minutes ago: the client asks for a code and retries. */
export async function requireFreshFactor(
  session: StaffSessionRef,
  audit: AuditLog,
  staff: StaffRow,
  action: string,
  ip: string,
): Promise<void> {
  if (Date.now() - session.factorAt.getTime() <= FRESH_FACTOR_SECONDS * 1000) return;
  await audit.append({
    actorStaffId: staff.id,
    actor: staff.email,
    action,
    outcome: 'refused',
    ip,
    detail: { why: 'factor older than 5 minutes' },
  });
  throw new AppError(ErrorCode.OtpRequired, staffMessages.freshFactor);
}
