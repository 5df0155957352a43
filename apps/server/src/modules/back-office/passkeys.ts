import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { ErrorCode } from '@portal/contract';
import { passkeyMessages, type StaffPasskey, type StaffSessionDetails } from '@portal/contract/back-office';
import type { Db } from '../../platform/db.ts';
import { sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import type { RelyingParty } from '../../platform/passkey-settings.ts';
import type { AuditLog } from './audit-repository.ts';
import { passkeyRepository, type ChallengePurpose, type PasskeyRow } from './passkey-repository.ts';
import { requireFreshFactor, type StaffSignIn } from './sign-in.ts';
import type { StaffRow } from './staff-repository.ts';
import type { NewStaffSession, StaffSessionRef, StaffSessions } from './staff-session-repository.ts';

/** How long a challenge may be answered: the browser's prompt times out first (TIMEOUT_MS). */
export const CHALLENGE_SECONDS = 3 * 60;
export const TIMEOUT_MS = 2 * 60 * 1000;
/** Enough for a laptop, a phone and a few security keys; a list nobody can review is a risk of its own. */
const MAX_PASSKEYS = 10;

interface Deps {
  db: Db;
  audit: AuditLog;
  sessions: StaffSessions;
  signIn: StaffSignIn;
  rp: RelyingParty;
}

const passkeyRefused = () => new AppError(ErrorCode.Unauthorized, passkeyMessages.passkeyRefused);

export const passkeyOut = (p: PasskeyRow): StaffPasskey => ({
  id: p.id,
  name: p.name,
  createdAt: new Date(p.created_at).toISOString(),
  lastUsedAt: p.last_used_at ? new Date(p.last_used_at).toISOString() : null,
});

/** WebAuthn's options as the contract carries them: JSON the browser library reads, of which the client reads only the challenge. */
export const asJson = <T extends { challenge: string }>(options: T) => ({ ...options }) as { challenge: string } & Record<string, unknown>;

/** The challenge the browser signed, read from its client data; verification checks it again, with everything else. */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Staff passkeys (issue 31 §1, decision 054). Every challenge is stored (hashed) for one purpose, one member
 * and one password step or session, spent by its first answer whether right or wrong, and gone after three
 * minutes: several servers share them and none can be answered twice. User verification is required, the
 * signature counter must grow, and every outcome is audited.
 */
export class StaffPasskeys {
  constructor(private readonly d: Deps) {}

  list = async (staff: StaffRow) => (await passkeyRepository.ofStaff(this.d.db, staff.id)).map(passkeyOut);

  /** Adding a factor is as sensitive as a role change: it needs a factor given in the last five minutes. */
  async registrationOptions(staff: StaffRow, session: StaffSessionRef, ip: string) {
    await requireFreshFactor(session, this.d.audit, staff, 'passkey.register', ip);
    const existing = await passkeyRepository.ofStaff(this.d.db, staff.id);
    if (existing.length >= MAX_PASSKEYS) throw new AppError(ErrorCode.Conflict, passkeyMessages.tooManyPasskeys);
    const options = await generateRegistrationOptions({
      rpName: this.d.rp.name,
      rpID: this.d.rp.id,
      userName: staff.email,
      userDisplayName: staff.display_name,
      // A stable handle, so one authenticator keeps one entry for this member; it names no person.
      userID: new TextEncoder().encode(`staff-${staff.id}`),
      attestationType: 'none',
      timeout: TIMEOUT_MS,
      excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports as AuthenticatorTransportFuture[] })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    await this.offer(options.challenge, 'register', staff.id, session.idHash);
    return { options: asJson(options) };
  }

  async register(staff: StaffRow, session: StaffSessionRef, name: string, response: RegistrationResponseJSON, ip: string) {
    const { db, audit, rp } = this.d;
    await requireFreshFactor(session, audit, staff, 'passkey.register', ip);
    const refuse = async (why: string) => {
      await audit.append({
        actorStaffId: staff.id,
        actor: staff.email,
        action: 'passkey.register',
        outcome: 'refused',
        ip,
        detail: { why },
      });
      return passkeyRefused();
    };
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (!challenge || !(await this.take(challenge, 'register', staff.id, session.idHash)))
      throw await refuse('unknown, spent or expired challenge');
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch((err: Error) => ({ verified: false as const, why: err.message }));
    if (!verified.verified || !('registrationInfo' in verified) || !verified.registrationInfo)
      throw await refuse(`not verified: ${'why' in verified ? verified.why : 'no registration info'}`);
    const { credential } = verified.registrationInfo;
    const row = await db.tx(async (q) => {
      if ((await passkeyRepository.count(q, staff.id)) >= MAX_PASSKEYS) return undefined;
      if (await passkeyRepository.credentialTaken(q, credential.id)) return undefined;
      const inserted = await passkeyRepository.insert(q, {
        staffId: staff.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
      await audit.append(
        {
          actorStaffId: staff.id,
          actor: staff.email,
          action: 'passkey.register',
          target: `passkey:${inserted.id}`,
          outcome: 'ok',
          ip,
          detail: { before: null, after: { name, transports: inserted.transports } },
        },
        q,
      );
      return inserted;
    });
    if (!row) throw await refuse('credential already registered or too many passkeys');
    return passkeyOut(row);
  }

  async remove(staff: StaffRow, session: StaffSessionRef, id: number, ip: string): Promise<void> {
    const { db, audit } = this.d;
    await requireFreshFactor(session, audit, staff, 'passkey.remove', ip);
    const removed = await db.tx(async (q) => {
      const row = await passkeyRepository.remove(q, staff.id, id);
      if (!row) return undefined;
      await audit.append(
        {
          actorStaffId: staff.id,
          actor: staff.email,
          action: 'passkey.remove',
          target: `passkey:${id}`,
          outcome: 'ok',
          ip,
          detail: { before: { name: row.name }, after: null },
        },
        q,
      );
      return row;
    });
    if (!removed) throw new AppError(ErrorCode.NotFound, passkeyMessages.noPasskey);
  }

  /** The second step of a sign-in with a passkey instead of the code: options for the password step's member. */
  async signInOptions(signInToken: string, ip: string) {
    const staff = await this.d.signIn.stepOwner(signInToken, ip, 'sign_in.passkey');
    return { options: await this.assertionOptions(staff, 'sign_in', sha256(signInToken)) };
  }

  async signIn(
    signInToken: string,
    response: AuthenticationResponseJSON,
    ip: string,
  ): Promise<{ session: NewStaffSession; details: StaffSessionDetails }> {
    const { signIn } = this.d;
    const staff = await signIn.stepOwner(signInToken, ip, 'sign_in.passkey');
    const why = await this.verifyAssertion(staff, 'sign_in', sha256(signInToken), response);
    if (why) {
      await signIn.wrongFactor(signInToken, staff, ip, 'sign_in.passkey', why);
      throw passkeyRefused();
    }
    return signIn.openSession(signInToken, staff, ip, 'passkey');
  }

  stepUpOptions = async (staff: StaffRow, session: StaffSessionRef) => ({
    options: await this.assertionOptions(staff, 'step_up', session.idHash),
  });

  /** A passkey as the fresh factor before a refund, an approval, a reveal or a role change. */
  async stepUp(staff: StaffRow, session: StaffSessionRef, response: AuthenticationResponseJSON, ip: string): Promise<Date> {
    const { audit, sessions } = this.d;
    const why = await this.verifyAssertion(staff, 'step_up', session.idHash, response);
    if (why) {
      await audit.append({
        actorStaffId: staff.id,
        actor: staff.email,
        action: 'factor.step_up',
        outcome: 'refused',
        ip,
        detail: { why, factor: 'passkey' },
      });
      throw passkeyRefused();
    }
    const at = await sessions.markFactor(session.idHash);
    await audit.append({
      actorStaffId: staff.id,
      actor: staff.email,
      action: 'factor.step_up',
      outcome: 'ok',
      ip,
      detail: { factor: 'passkey' },
    });
    return at;
  }

  private async assertionOptions(staff: StaffRow, purpose: ChallengePurpose, boundTo: string) {
    const passkeys = await passkeyRepository.ofStaff(this.d.db, staff.id);
    if (!passkeys.length) throw new AppError(ErrorCode.NotFound, passkeyMessages.noPasskey);
    const options = await generateAuthenticationOptions({
      rpID: this.d.rp.id,
      timeout: TIMEOUT_MS,
      userVerification: 'required',
      allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: p.transports as AuthenticatorTransportFuture[] })),
    });
    await this.offer(options.challenge, purpose, staff.id, boundTo);
    return asJson(options);
  }

  /** Null when the answer is a right, fresh signature of this member's passkey over the challenge offered; else why not. */
  private async verifyAssertion(
    staff: StaffRow,
    purpose: ChallengePurpose,
    boundTo: string,
    response: AuthenticationResponseJSON,
  ): Promise<string | null> {
    const { db, rp } = this.d;
    const challenge = signedChallenge(response.response.clientDataJSON);
    // Spent first, right or wrong: a challenge answered once cannot be tried again.
    if (!challenge || !(await this.take(challenge, purpose, staff.id, boundTo))) return 'unknown, spent or expired challenge';
    const passkey = await passkeyRepository.byCredential(db, staff.id, response.id);
    if (!passkey) return 'unknown credential';
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.sign_count),
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    }).catch((err: Error) => ({ verified: false as const, why: err.message }));
    if (!verified.verified || !('authenticationInfo' in verified))
      return `not verified: ${'why' in verified ? verified.why : 'bad signature'}`;
    // The counter must grow (the library checks it against what we read; this checks it against any use since).
    if (!(await passkeyRepository.used(db, passkey.id, verified.authenticationInfo.newCounter)))
      return 'signature counter did not grow (cloned authenticator?)';
    return null;
  }

  private offer(challenge: string, purpose: ChallengePurpose, staffId: number, boundTo: string) {
    return passkeyRepository.offerChallenge(this.d.db, { hash: sha256(challenge), purpose, staffId, boundTo, seconds: CHALLENGE_SECONDS });
  }

  private take(challenge: string, purpose: ChallengePurpose, staffId: number, boundTo: string) {
    return passkeyRepository.takeChallenge(this.d.db, { hash: sha256(challenge), purpose, staffId, boundTo });
  }
}
