import { describe, expect, it, vi } from 'vitest';
import { generate } from 'otplib';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, passkeyMessages, staffMessages } from '@portal/contract/back-office';
import { relyingParty } from '../../src/platform/passkey-settings.ts';
import { mailbox } from '../notifications/notice-fixtures.ts';
import { SoftAuthenticator } from '../support/soft-authenticator.ts';
import { useTestApp } from '../support/test-app.ts';
import { auditRows, newStaff, signInStaff, staffCall } from '../support/staff.ts';

const t = useTestApp();
const PASSWORD = 'Staff#2026x';
let sequence = 0;

/** An invitation sent by a fresh administrator, its link's token read from the sandbox mailbox, and its authenticator secret. */
async function invitation() {
  const admin = await newStaff(t.db, ['iam_admin', 'support_agent']);
  const client = await signInStaff(t.app, admin);
  const email = `enrolee${++sequence}@test.example.om`;
  const sent = await staffCall(t.app, c.inviteStaff, { email, name: 'Enrolee Test', roles: ['support_agent'], lang: 'en' }, { client });
  expect(sent.result.errorCode, sent.result.errorEDesc).toBe(0);
  const token = await vi.waitFor(
    async () => {
      const [m] = await mailbox(t.app, email);
      const found = m && /\/BackOffice\/invitation#([\w-]+)/.exec(m.text_body)?.[1];
      if (!found) throw new Error('no invitation e-mail yet');
      return found;
    },
    { timeout: 5000 },
  );
  const opened = await staffCall(t.app, c.openInvitation, { token });
  return { email, token, code: () => generate({ secret: opened.details!.totpSecret }) };
}

const rp = () => relyingParty(t.config);

describe('a passkey at invitation enrolment, beside the authenticator', () => {
  it('keeps a passkey made on the invitation page, and it signs the new member in', async () => {
    const inv = await invitation();
    const key = new SoftAuthenticator(rp().id, rp().origin);
    const options = await staffCall(t.app, c.invitationPasskeyOptions, { token: inv.token });
    expect(options.result.errorCode, options.result.errorEDesc).toBe(0);
    const passkey = { name: 'Phone', response: key.register(options.details!.options) };
    const accepted = await staffCall(t.app, c.acceptInvitation, { token: inv.token, password: PASSWORD, code: await inv.code(), passkey });
    expect(accepted.result.errorCode, accepted.result.errorEDesc).toBe(0);
    expect((await auditRows(t.db, 2)).map((r) => r.action)).toEqual(['staff.invitation.accept', 'passkey.register']);

    const step = await staffCall(t.app, c.staffSignIn, { email: inv.email, password: PASSWORD });
    expect(step.details!.factors).toEqual(['totp', 'passkey']);
    const signInOptions = (await staffCall(t.app, c.passkeySignInOptions, { signInToken: step.details!.signInToken })).details!.options;
    const session = await staffCall(t.app, c.passkeySignIn, {
      signInToken: step.details!.signInToken,
      response: key.assert(signInOptions),
    });
    expect(session.result.errorCode, session.result.errorEDesc).toBe(0);
    expect(session.details!.staff.email).toBe(inv.email);
  });

  it('refuses a passkey answering another invitation’s challenge, storing nothing; the link still works', async () => {
    const one = await invitation();
    const two = await invitation();
    const key = new SoftAuthenticator(rp().id, rp().origin);
    const forTwo = (await staffCall(t.app, c.invitationPasskeyOptions, { token: two.token })).details!.options;
    const refused = await staffCall(t.app, c.acceptInvitation, {
      token: one.token,
      password: PASSWORD,
      code: await one.code(),
      passkey: { name: 'Phone', response: key.register(forTwo) },
    });
    expect(refused.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: passkeyMessages.passkeyRefused.en });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ action: 'staff.invitation.accept', outcome: 'refused' });
    expect(await t.db.query('SELECT 1 FROM staff WHERE email = $1', [one.email])).toHaveLength(0);

    const plain = await staffCall(t.app, c.acceptInvitation, { token: one.token, password: PASSWORD, code: await one.code() });
    expect(plain.result.errorCode, plain.result.errorEDesc).toBe(0);
    const step = await staffCall(t.app, c.staffSignIn, { email: one.email, password: PASSWORD });
    expect(step.details!.factors).toEqual(['totp']);
  });

  it('gives no options for an unknown or spent link', async () => {
    const unknown = await staffCall(t.app, c.invitationPasskeyOptions, { token: 'x'.repeat(43) });
    expect(unknown.result).toMatchObject({ errorCode: ErrorCode.NotFound, errorEDesc: staffMessages.invitationInvalid.en });
  });
});
