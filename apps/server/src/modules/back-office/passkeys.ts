import type { AuthenticationResponseJSON, AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { ErrorCode } from '@portal/contract';
import { passkeyMessages, type StaffSessionDetails } from '@portal/contract/back-office';
import type { Db } from '../../platform/db.ts';
import { sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import type { RelyingParty } from '../../platform/passkey-settings.ts';
import type { AuditLog } from './audit-repository.ts';
import { asJson, challenges, passkeyRefused, signedChallenge, TIMEOUT_MS } from './passkey-challenges.ts';
import { passkeyRepository, type ChallengePurpose } from './passkey-repository.ts';
import type { StaffSignIn } from './sign-in.ts';
import type { StaffRow } from './staff-repository.ts';
import type { NewStaffSession, StaffSessionRef, StaffSessions } from './staff-session-repository.ts';
import { webauthn } from './webauthn.ts';

interface Deps {
  db: Db;
  audit: AuditLog;
  sessions: StaffSessions;
  signIn: StaffSignIn;
  rp: RelyingParty;
}

/**
 * Signing with a staff passkey (issue 31 §1, decision 054): at sign-in instead of the code, and as the fresh
 * factor. Challenges as in passkey-challenges.ts; user verification is required, the signature counter must
 * grow, and every outcome is audited. Registration is in passkey-registration.ts.
 */
export class StaffPasskeys {
  constructor(private readonly d: Deps) {}

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
    const options = await (
      await webauthn()
    ).generateAuthenticationOptions({
      rpID: this.d.rp.id,
      timeout: TIMEOUT_MS,
      userVerification: 'required',
      allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: p.transports as AuthenticatorTransportFuture[] })),
    });
    await challenges.offer(this.d.db, options.challenge, purpose, staff.id, boundTo);
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
    if (!challenge || !(await challenges.take(db, challenge, purpose, staff.id, boundTo))) return 'unknown, spent or expired challenge';
    const passkey = await passkeyRepository.byCredential(db, staff.id, response.id);
    if (!passkey) return 'unknown credential';
    const verified = await (
      await webauthn()
    )
      .verifyAuthenticationResponse({
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
      })
      .catch((err: Error) => ({ verified: false as const, why: err.message }));
    if (!verified.verified || !('authenticationInfo' in verified))
      return `not verified: ${'why' in verified ? verified.why : 'bad signature'}`;
    // The counter must grow (the library checks it against what we read; this checks it against any use since).
    if (!(await passkeyRepository.used(db, passkey.id, verified.authenticationInfo.newCounter)))
      return 'signature counter did not grow (cloned authenticator?)';
    return null;
  }
}
