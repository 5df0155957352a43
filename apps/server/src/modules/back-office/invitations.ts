import { ErrorCode } from '@portal/contract';
import { passkeyMessages, staffMessages, type StaffRole } from '@portal/contract/back-office';
import type { z } from 'zod';
import type { InviteStaffRequestSchema, OpenInvitationDetailsSchema } from '@portal/contract/back-office';
import type { Db } from '../../platform/db.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Vault } from '../../platform/vault.ts';
import type { Wakeup } from '../../platform/wakeup.ts';
import { notificationRepository } from '../notifications/index.ts';
import type { AuditLog } from './audit-repository.ts';
import { invitationRepository, type InvitationRow } from './invitation-repository.ts';
import { roleChangeRefusal } from './role-grants.ts';
import { staffRepository, type StaffRow } from './staff-repository.ts';
import { newTotpSecret, totpUri, verifiedStep } from './totp.ts';
import type { EnrolledPasskey, PasskeyEnrolment } from './passkey-enrolment.ts';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';

/** How long an invitation link works (issue 31 §1). */
export const INVITATION_SECONDS = 48 * 60 * 60;

interface Deps {
  db: Db;
  vault: Vault;
  audit: AuditLog;
  notices: Pick<Wakeup, 'ring'>;
  /** The clock the link's 48 hours are counted on; tests move it. */
  now?: () => Date;
  /** A passkey made at enrolment, beside the authenticator (decision 054). */
  passkeys?: PasskeyEnrolment;
}

const invalid = () => new AppError(ErrorCode.NotFound, staffMessages.invitationInvalid);

/**
 * Staff invitations (issue 31 §1, decision 048): an `iam_admin` invites by e-mail; the link, valid 48 hours
 * and good once, lets the invitee enrol an authenticator and set a password. The staff member exists only
 * once they proved the authenticator with a code, so no account is ever without its second factor.
 */
export class StaffInvitations {
  private readonly now: () => Date;

  constructor(private readonly d: Deps) {
    this.now = d.now ?? (() => new Date());
  }

  async invite(admin: StaffRow, body: z.infer<typeof InviteStaffRequestSchema>, ip: string) {
    const refusal = roleChangeRefusal(admin, null, [], body.roles);
    if (refusal) {
      await this.refused(admin, 'staff.invite', body.email, ip, { roles: body.roles });
      throw new AppError(ErrorCode.Unauthorized, refusal);
    }
    const token = randomToken();
    const expiresAt = new Date(this.now().getTime() + INVITATION_SECONDS * 1000);
    const id = await this.d.db.tx(async (q) => {
      if ((await staffRepository.byEmail(q, body.email)) || (await invitationRepository.openFor(q, body.email, this.now())))
        throw new AppError(ErrorCode.Conflict, staffMessages.alreadyStaff);
      const invitationId = await invitationRepository.insert(q, {
        tokenHash: sha256(token),
        tokenSealed: this.d.vault.seal(token),
        email: body.email,
        name: body.name,
        roles: body.roles,
        lang: body.lang,
        invitedBy: admin.id,
        expiresAt,
      });
      // The e-mail goes through the outbox, in this transaction: no invitation without its message.
      await notificationRepository.enqueue(q, [
        {
          eventKey: `staff_invitation:${invitationId}`,
          kind: 'staff_invitation',
          channel: 'email',
          recipient: body.email,
          lang: body.lang,
          customerId: null,
          subject: { invitationId },
        },
      ]);
      await this.d.audit.append(
        {
          actorStaffId: admin.id,
          actor: admin.email,
          action: 'staff.invite',
          target: `invitation:${invitationId}`,
          outcome: 'ok',
          ip,
          detail: { before: null, after: { email: body.email, name: body.name, roles: body.roles, expiresAt: expiresAt.toISOString() } },
        },
        q,
      );
      return invitationId;
    });
    this.d.notices.ring();
    return { invitationId: id, expiresAt: expiresAt.toISOString() };
  }

  /** What the link's page shows: who is invited and the authenticator secret to enrol. */
  async open(token: string): Promise<z.infer<typeof OpenInvitationDetailsSchema>> {
    const row = await invitationRepository.live(this.d.db, sha256(token), this.now());
    if (!row) throw invalid();
    const secret = this.d.vault.open(await invitationRepository.offerSecret(this.d.db, row.id, this.d.vault.seal(newTotpSecret())));
    return {
      email: row.email,
      name: row.display_name,
      roles: row.roles,
      totpSecret: secret,
      otpauthUri: totpUri(secret, row.email),
      expiresAt: new Date(row.expires_at).toISOString(),
    };
  }

  /** Options for a passkey made on the invitation page (decision 054); the link must still be live. */
  async passkeyOptions(token: string) {
    const row = await invitationRepository.live(this.d.db, sha256(token), this.now());
    if (!row || !this.d.passkeys) throw invalid();
    return this.d.passkeys.options(row, sha256(token));
  }

  /**
   * Password and a code from the enrolled authenticator (and, optionally, a passkey made on the page): the
   * staff member, and the link spent. A refused passkey refuses the whole acceptance, before anything is stored.
   */
  async accept(
    token: string,
    password: string,
    code: string,
    ip: string,
    passkey?: { name: string; response: RegistrationResponseJSON },
  ): Promise<void> {
    const passwordHash = await hashPassword(password);
    const enrolled = passkey ? await this.enrolledPasskey(token, passkey, ip) : undefined;
    const outcome = await this.d.db.tx(async (q) => {
      const row = await invitationRepository.take(q, sha256(token), this.now());
      if (!row) return { refused: 'expired, used or unknown link' } as const;
      const step = row.totp_secret ? await verifiedStep(this.d.vault.open(row.totp_secret), code, null) : null;
      if (step === null) throw new AppError(ErrorCode.Unauthorized, staffMessages.wrongCode);
      if (await staffRepository.byEmail(q, row.email)) throw new AppError(ErrorCode.Conflict, staffMessages.alreadyStaff);
      const staffId = await staffRepository.insert(q, {
        email: row.email,
        name: row.display_name,
        roles: row.roles as StaffRole[],
        passwordHash,
        totpSecret: row.totp_secret!,
      });
      // The code just shown cannot sign in again.
      await staffRepository.takeStep(q, staffId, step);
      await invitationRepository.setStaff(q, row.id, staffId);
      if (enrolled && !(await this.d.passkeys!.keep(q, { id: staffId, email: row.email }, enrolled, ip)))
        throw new AppError(ErrorCode.Unauthorized, passkeyMessages.passkeyRefused);
      await this.d.audit.append(
        {
          actorStaffId: staffId,
          actor: row.email,
          action: 'staff.invitation.accept',
          target: `staff:${staffId}`,
          outcome: 'ok',
          ip,
          detail: { before: null, after: { email: row.email, roles: row.roles, invitation: row.id } },
        },
        q,
      );
      return { refused: null } as const;
    });
    if (outcome.refused) {
      await this.d.audit.append({
        actorStaffId: null,
        actor: 'anonymous',
        action: 'staff.invitation.accept',
        outcome: 'refused',
        ip,
        detail: { why: outcome.refused },
      });
      throw invalid();
    }
  }

  private async enrolledPasskey(
    token: string,
    passkey: { name: string; response: RegistrationResponseJSON },
    ip: string,
  ): Promise<EnrolledPasskey> {
    const out = this.d.passkeys
      ? await this.d.passkeys.verify(sha256(token), passkey.name, passkey.response)
      : { refused: 'passkeys not configured' };
    if (!('refused' in out)) return out;
    await this.d.audit.append({
      actorStaffId: null,
      actor: 'anonymous',
      action: 'staff.invitation.accept',
      outcome: 'refused',
      ip,
      detail: { why: out.refused },
    });
    throw new AppError(ErrorCode.Unauthorized, passkeyMessages.passkeyRefused);
  }

  async recent() {
    const rows = await invitationRepository.recent(this.d.db);
    const now = this.now();
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.display_name,
      roles: r.roles,
      expiresAt: new Date(r.expires_at).toISOString(),
      state: stateOf(r, now),
    }));
  }

  private refused(admin: StaffRow, action: string, target: string, ip: string, detail: Record<string, unknown>) {
    return this.d.audit.append({ actorStaffId: admin.id, actor: admin.email, action, target, outcome: 'refused', ip, detail });
  }
}

const stateOf = (r: InvitationRow, now: Date) =>
  (r.staff_id ? 'accepted' : r.used_at || new Date(r.expires_at) <= now ? 'expired' : 'waiting') as 'accepted' | 'expired' | 'waiting';
