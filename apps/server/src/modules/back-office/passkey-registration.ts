import type { AuthenticatorTransportFuture, RegistrationResponseJSON } from '@simplewebauthn/server';
import { ErrorCode } from '@portal/contract';
import { passkeyMessages, type StaffPasskey } from '@portal/contract/back-office';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { RelyingParty } from '../../platform/passkey-settings.ts';
import type { AuditLog } from './audit-repository.ts';
import { asJson, challenges, passkeyRefused, signedChallenge, TIMEOUT_MS } from './passkey-challenges.ts';
import { passkeyRepository, type PasskeyRow } from './passkey-repository.ts';
import { requireFreshFactor } from './sign-in.ts';
import type { StaffRow } from './staff-repository.ts';
import type { StaffSessionRef } from './staff-session-repository.ts';
import { verifyNewPasskey, webauthn } from './webauthn.ts';

/** Enough for a laptop, a phone and a few security keys; a list nobody can review is a risk of its own. */
const MAX_PASSKEYS = 10;

export const passkeyOut = (p: PasskeyRow): StaffPasskey => ({
  id: p.id,
  name: p.name,
  createdAt: new Date(p.created_at).toISOString(),
  lastUsedAt: p.last_used_at ? new Date(p.last_used_at).toISOString() : null,
});

/**
 * One's own passkeys (decision 054): listed, registered and removed. Adding or removing a factor needs a
 * factor given in the last five minutes; user verification is required; every outcome is audited.
 */
export class PasskeyRegistrations {
  constructor(private readonly d: { db: Db; audit: AuditLog; rp: RelyingParty }) {}

  list = async (staff: StaffRow) => (await passkeyRepository.ofStaff(this.d.db, staff.id)).map(passkeyOut);

  /** Adding a factor is as sensitive as a role change: it needs a factor given in the last five minutes. */
  async registrationOptions(staff: StaffRow, session: StaffSessionRef, ip: string) {
    await requireFreshFactor(session, this.d.audit, staff, 'passkey.register', ip);
    const existing = await passkeyRepository.ofStaff(this.d.db, staff.id);
    if (existing.length >= MAX_PASSKEYS) throw new AppError(ErrorCode.Conflict, passkeyMessages.tooManyPasskeys);
    const options = await (
      await webauthn()
    ).generateRegistrationOptions({
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
    await challenges.offer(this.d.db, options.challenge, 'register', staff.id, session.idHash);
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
    if (!challenge || !(await challenges.take(db, challenge, 'register', staff.id, session.idHash)))
      throw await refuse('unknown, spent or expired challenge');
    const verified = await verifyNewPasskey(response, challenge, rp);
    if ('why' in verified) throw await refuse(`not verified: ${verified.why}`);
    const { credential } = verified;
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
}
