import { describe, expect, it, vi } from 'vitest';
import { generate } from 'otplib';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, staffMessages } from '@portal/contract/back-office';
import { AuditLog, StaffInvitations } from '../../src/modules/back-office/index.ts';
import { mailbox } from '../notifications/notice-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { auditRows, newStaff, signInStaff, staffCall, type StaffClient } from '../support/staff.ts';

const t = useTestApp();
const PASSWORD = 'Staff#2026x';
let sequence = 0;

async function signedInAdmin(): Promise<{ admin: Awaited<ReturnType<typeof newStaff>>; client: StaffClient }> {
  const admin = await newStaff(t.db, ['iam_admin', 'support_agent']);
  return { admin, client: await signInStaff(t.app, admin) };
}

/** The link's token from the invitation e-mail the sandbox mailbox received. */
async function invitationToken(email: string): Promise<{ token: string; subject: string; text: string }> {
  const mail = await vi.waitFor(
    async () => {
      const [m] = await mailbox(t.app, email);
      if (!m) throw new Error('no invitation e-mail yet');
      return m;
    },
    { timeout: 5000 },
  );
  const token = /\/BackOffice\/invitation#([\w-]+)/.exec(mail.text_body)?.[1];
  expect(token, mail.text_body).toBeTruthy();
  return { token: token!, subject: mail.subject, text: mail.text_body };
}

const codeFor = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

describe('BackOffice/InviteStaff, OpenInvitation and AcceptInvitation', () => {
  it('sends a link by e-mail in the chosen language; the invitee enrols an authenticator, sets a password, and the link works once', async () => {
    const { admin, client } = await signedInAdmin();
    const email = `invitee${++sequence}@test.example.om`;
    const invited = await staffCall(
      t.app,
      c.inviteStaff,
      { email, name: 'Aisha Al Balushi', roles: ['support_agent'], lang: 'ar' },
      { client },
    );
    expect(invited.result.errorCode, invited.result.errorEDesc).toBe(0);
    const expires = new Date(invited.details!.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(47.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(48 * 3600_000);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      actor: admin.email,
      action: 'staff.invite',
      outcome: 'ok',
      detail: { before: null, after: { email, roles: ['support_agent'] } },
    });

    const mail = await invitationToken(email);
    expect(mail.subject).toBe('دعوة إلى المكتب الخلفي لبوابة دفع الفواتير');
    expect(mail.text).toContain('48');
    // Only the link's hash and its sealed form are kept.
    const [row] = await t.db.query<{ token_hash: string; token_sealed: string }>('SELECT * FROM staff_invitations WHERE email = $1', [
      email,
    ]);
    expect(JSON.stringify(row)).not.toContain(mail.token);

    const opened = await staffCall(t.app, c.openInvitation, { token: mail.token });
    expect(opened.details).toMatchObject({ email, name: 'Aisha Al Balushi', roles: ['support_agent'] });
    expect(opened.details!.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const secret = opened.details!.totpSecret;
    // Opening the link again offers the same secret: the app already enrolled stays right.
    expect((await staffCall(t.app, c.openInvitation, { token: mail.token })).details!.totpSecret).toBe(secret);

    const weak = await staffCall(t.app, c.acceptInvitation, { token: mail.token, password: 'password', code: await codeFor(secret) });
    expect(weak.result.errorCode).toBe(ErrorCode.MissingDataIntegrity);
    const wrongCode = await staffCall(t.app, c.acceptInvitation, { token: mail.token, password: PASSWORD, code: '000000' });
    expect(wrongCode.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: staffMessages.wrongCode.en });

    const accepted = await staffCall(t.app, c.acceptInvitation, { token: mail.token, password: PASSWORD, code: await codeFor(secret) });
    expect(accepted.result.errorCode, accepted.result.errorEDesc).toBe(0);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ actor: email, action: 'staff.invitation.accept', outcome: 'ok' });

    for (const again of [
      await staffCall(t.app, c.acceptInvitation, { token: mail.token, password: PASSWORD, code: await codeFor(secret, 1) }),
      await staffCall(t.app, c.openInvitation, { token: mail.token }),
    ])
      expect(again.result).toMatchObject({
        errorCode: ErrorCode.NotFound,
        errorEDesc: staffMessages.invitationInvalid.en,
        errorADesc: staffMessages.invitationInvalid.ar,
      });

    // The new staff member signs in with the password and the authenticator enrolled (the next code; the first was used).
    const [staff] = await t.db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [email]);
    const me = await staffCall(
      t.app,
      c.staffMe,
      {},
      { client: await signInStaff(t.app, { id: staff!.id, email, secret, used: 1 }, PASSWORD) },
    );
    expect(me.details!.staff).toMatchObject({ email, roles: ['support_agent'] });
  });

  it('grants only roles the inviter holds, refuses an address already invited, and asks for a fresh factor', async () => {
    const { admin, client } = await signedInAdmin();
    const email = `invitee${++sequence}@test.example.om`;
    const money = await staffCall(t.app, c.inviteStaff, { email, name: 'Said', roles: ['finance_ops'], lang: 'en' }, { client });
    expect(money.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: staffMessages.roleNotHeld.en });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ actor: admin.email, action: 'staff.invite', outcome: 'refused' });

    expect(
      (await staffCall(t.app, c.inviteStaff, { email, name: 'Said', roles: ['support_agent'], lang: 'en' }, { client })).result.errorCode,
    ).toBe(0);
    const twice = await staffCall(t.app, c.inviteStaff, { email, name: 'Said', roles: ['support_agent'], lang: 'en' }, { client });
    expect(twice.result).toMatchObject({ errorCode: ErrorCode.Conflict, errorEDesc: staffMessages.alreadyStaff.en });
    const existing = await staffCall(
      t.app,
      c.inviteStaff,
      { email: admin.email, name: 'Me', roles: ['support_agent'], lang: 'en' },
      { client },
    );
    expect(existing.result.errorCode).toBe(ErrorCode.Conflict);

    await t.db.query(`UPDATE staff_sessions SET factor_at = now() - interval '6 minutes' WHERE staff_id = $1`, [admin.id]);
    const stale = await staffCall(
      t.app,
      c.inviteStaff,
      { email: `x${email}`, name: 'Said', roles: ['support_agent'], lang: 'en' },
      { client },
    );
    expect(stale.result).toMatchObject({ errorCode: ErrorCode.OtpRequired, errorEDesc: staffMessages.freshFactor.en });
  });

  it('a link is good for 48 hours on the service clock, and not a second after', async () => {
    const admin = await newStaff(t.db, ['iam_admin', 'support_agent']);
    const [adminRow] = await t.db.query<Parameters<StaffInvitations['invite']>[0]>('SELECT * FROM staff WHERE id = $1', [admin.id]);
    const start = new Date();
    let now = start;
    const invitations = new StaffInvitations({
      db: t.db,
      vault: t.app.deps.vault,
      audit: new AuditLog(t.db),
      notices: t.app.deps.notices,
      now: () => now,
    });
    const email = `invitee${++sequence}@test.example.om`;
    await invitations.invite(adminRow!, { email, name: 'Huda', roles: ['support_agent'], lang: 'en' }, '127.0.0.1');
    const { token } = await invitationToken(email);

    now = new Date(start.getTime() + 48 * 3600_000 - 60_000);
    const { totpSecret } = await invitations.open(token);
    now = new Date(start.getTime() + 48 * 3600_000 + 1000);
    await expect(invitations.open(token)).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await expect(invitations.accept(token, PASSWORD, await codeFor(totpSecret), '127.0.0.1')).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
    expect(await t.db.query('SELECT 1 FROM staff WHERE email = $1', [email])).toHaveLength(0);
    // An expired invitation no longer blocks a new one for the same address.
    await invitations.invite(adminRow!, { email, name: 'Huda', roles: ['support_agent'], lang: 'en' }, '127.0.0.1');
  });

  it('two acceptances of one link at once make one staff member', async () => {
    const { client } = await signedInAdmin();
    const email = `invitee${++sequence}@test.example.om`;
    await staffCall(t.app, c.inviteStaff, { email, name: 'Omar', roles: ['support_agent'], lang: 'en' }, { client });
    const { token } = await invitationToken(email);
    const secret = (await staffCall(t.app, c.openInvitation, { token })).details!.totpSecret;
    const code = await codeFor(secret);
    const answers = await Promise.all([1, 2, 3].map(() => staffCall(t.app, c.acceptInvitation, { token, password: PASSWORD, code })));
    expect(answers.map((a) => a.result.errorCode).sort()).toEqual([0, ErrorCode.NotFound, ErrorCode.NotFound]);
    expect(await t.db.query('SELECT 1 FROM staff WHERE email = $1', [email])).toHaveLength(1);
  });
});
