import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { sharedSecret } from '../platform/secrets.ts';
import { vaultFrom } from '../platform/vault.ts';
import { AuditLog } from '../modules/back-office/audit-repository.ts';
import { staffRepository } from '../modules/back-office/staff-repository.ts';
import { newTotpSecret, totpUri } from '../modules/back-office/totp.ts';

export interface FirstAdmin {
  email: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/**
 * The first staff administrator (issue 31 §1), made by a command on the server, never by a web route:
 * a random password and authenticator secret, shown once to whoever ran it. Refused when a staff
 * administrator already exists: everyone after the first is invited by one.
 */
export async function createFirstAdmin(db: Db, email: string, name: string, pepperSetting?: string): Promise<FirstAdmin> {
  const vault = vaultFrom(await sharedSecret(db, 'otp_pepper', pepperSetting));
  const password = randomBytes(18).toString('base64url');
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  await db.tx(async (q) => {
    const admins = await q.query(`SELECT 1 FROM staff WHERE 'iam_admin' = ANY(roles) AND disabled_at IS NULL AND NOT demo LIMIT 1`);
    if (admins.length) throw new Error('a staff administrator already exists; ask them to invite new staff');
    if (await staffRepository.byEmail(q, email)) throw new Error(`${email} is already a staff member`);
    const id = await staffRepository.insert(q, { email, name, roles: ['iam_admin'], passwordHash, totpSecret: vault.seal(totpSecret) });
    await new AuditLog(db).append(
      {
        actorStaffId: null,
        actor: 'command:staff:create',
        action: 'staff.create',
        target: `staff:${id}`,
        outcome: 'ok',
        detail: { after: { email, roles: ['iam_admin'] } },
      },
      q,
    );
  });
  return { email, password, totpSecret, otpauthUri: totpUri(totpSecret, email) };
}
