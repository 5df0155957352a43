import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Db, Queryable } from '../../platform/db.ts';
import type { RelyingParty } from '../../platform/passkey-settings.ts';
import type { AuditLog } from './audit-repository.ts';
import { passkeyRepository } from './passkey-repository.ts';
import { asJson, challenges, signedChallenge, TIMEOUT_MS } from './passkey-challenges.ts';
import { verifyNewPasskey, webauthn } from './webauthn.ts';

/** A passkey the invitee made on the invitation page, verified, waiting for the account it will belong to. */
export interface EnrolledPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  name: string;
}

/**
 * A passkey at invitation enrolment (decision 054), beside the authenticator app, not instead of it: the
 * account is still created only with a right code (048), so nobody's only factor is one device. The
 * challenge is bound to the invitation (no member exists yet) and spent before the invitation is accepted.
 */
export class PasskeyEnrolment {
  constructor(private readonly d: { db: Db; rp: RelyingParty; audit: AuditLog }) {}

  async options(invitation: { id: number; email: string; display_name: string }, tokenHash: string) {
    const options = await (
      await webauthn()
    ).generateRegistrationOptions({
      rpName: this.d.rp.name,
      rpID: this.d.rp.id,
      userName: invitation.email,
      userDisplayName: invitation.display_name,
      userID: new TextEncoder().encode(`invitation-${invitation.id}`),
      attestationType: 'none',
      timeout: TIMEOUT_MS,
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    await challenges.offer(this.d.db, options.challenge, 'enrol', null, tokenHash);
    return { options: asJson(options) };
  }

  /** The verified passkey, or why it was refused (the caller audits and refuses). */
  async verify(tokenHash: string, name: string, response: RegistrationResponseJSON): Promise<EnrolledPasskey | { refused: string }> {
    const challenge = signedChallenge(response.response.clientDataJSON);
    const taken = challenge && (await challenges.take(this.d.db, challenge, 'enrol', null, tokenHash));
    if (!challenge || !taken) return { refused: 'passkey: unknown, spent or expired challenge' };
    const verified = await verifyNewPasskey(response, challenge, this.d.rp);
    if ('why' in verified) return { refused: `passkey not verified: ${verified.why}` };
    const { credential } = verified;
    return {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      transports: credential.transports ?? [],
      name,
    };
  }

  /** Inside the acceptance's transaction: the new member's first passkey, audited with the account. */
  async keep(q: Queryable, staff: { id: number; email: string }, p: EnrolledPasskey, ip: string): Promise<boolean> {
    if (await passkeyRepository.credentialTaken(q, p.credentialId)) return false;
    const row = await passkeyRepository.insert(q, { staffId: staff.id, ...p, publicKey: Buffer.from(p.publicKey) });
    await this.d.audit.append(
      {
        actorStaffId: staff.id,
        actor: staff.email,
        action: 'passkey.register',
        target: `passkey:${row.id}`,
        outcome: 'ok',
        ip,
        detail: { before: null, after: { name: p.name, transports: row.transports }, at: 'invitation' },
      },
      q,
    );
    return true;
  }
}
