import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, passkeyMessages, staffMessages } from '@portal/contract/back-office';
import { relyingParty } from '../../src/platform/passkey-settings.ts';
import { SoftAuthenticator } from '../support/soft-authenticator.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  auditRows,
  cookieOf,
  newStaff,
  signInStaff,
  staffCall,
  staffPost,
  STAFF_PASSWORD,
  type StaffClient,
  type TestStaff,
} from '../support/staff.ts';

const t = useTestApp();
const rp = () => relyingParty(t.config);

/** Makes the session's last factor six minutes old, as if the staff member had been idle-but-active since. */
const ageFactor = (client: StaffClient) =>
  t.db.query(
    `UPDATE staff_sessions SET factor_at = now() - interval '6 minutes' WHERE id_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [client.cookie.split('=')[1]],
  );

async function withPasskey(roles: Parameters<typeof newStaff>[1] = ['support_agent']) {
  const staff = await newStaff(t.db, roles);
  const client = await signInStaff(t.app, staff);
  const key = new SoftAuthenticator(rp().id, rp().origin);
  const options = await staffCall(t.app, c.passkeyRegisterOptions, {}, { client });
  expect(options.result.errorCode, options.result.errorEDesc).toBe(0);
  const registered = await staffCall(
    t.app,
    c.registerPasskey,
    { name: 'Laptop', response: key.register(options.details!.options) },
    { client },
  );
  expect(registered.result.errorCode, registered.result.errorEDesc).toBe(0);
  return { staff, client, key, passkeyId: registered.details!.id };
}

async function passwordStep(staff: TestStaff) {
  const first = await staffCall(t.app, c.staffSignIn, { email: staff.email, password: STAFF_PASSWORD });
  return first.details!;
}

const refusedPasskey = {
  errorCode: ErrorCode.Unauthorized,
  errorEDesc: passkeyMessages.passkeyRefused.en,
  errorADesc: passkeyMessages.passkeyRefused.ar,
};

describe('staff passkeys: registration', () => {
  it('registers a passkey after a fresh factor, lists it, and audits it', async () => {
    const { client } = await withPasskey();
    const list = await staffCall(t.app, c.passkeys, {}, { client });
    expect(list.details!.passkeys).toMatchObject([{ name: 'Laptop', lastUsedAt: null }]);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      action: 'passkey.register',
      outcome: 'ok',
      detail: { after: { name: 'Laptop' } },
    });
  });

  it('asks for a fresh factor before registering', async () => {
    const staff = await newStaff(t.db, ['auditor']);
    const client = await signInStaff(t.app, staff);
    await ageFactor(client);
    const options = await staffCall(t.app, c.passkeyRegisterOptions, {}, { client });
    expect(options.result).toMatchObject({ errorCode: ErrorCode.OtpRequired, errorEDesc: staffMessages.freshFactor.en });
  });

  it('refuses a challenge it never offered, a replayed one, and another origin', async () => {
    const staff = await newStaff(t.db, ['support_agent']);
    const client = await signInStaff(t.app, staff);
    const key = new SoftAuthenticator(rp().id, rp().origin);
    const forged = await staffCall(
      t.app,
      c.registerPasskey,
      { name: 'Key', response: key.register({ challenge: 'bm90LW9mZmVyZWQ' }) },
      { client },
    );
    expect(forged.result).toMatchObject(refusedPasskey);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      action: 'passkey.register',
      outcome: 'refused',
      detail: { why: 'unknown, spent or expired challenge' },
    });

    const options = (await staffCall(t.app, c.passkeyRegisterOptions, {}, { client })).details!.options;
    const elsewhere = await staffCall(
      t.app,
      c.registerPasskey,
      { name: 'Key', response: key.register(options, { origin: 'https://evil.example' }) },
      { client },
    );
    expect(elsewhere.result).toMatchObject(refusedPasskey);
    // That challenge was spent by the wrong answer: the right answer to it is refused too.
    const late = await staffCall(t.app, c.registerPasskey, { name: 'Key', response: key.register(options) }, { client });
    expect(late.result).toMatchObject(refusedPasskey);

    const fresh = (await staffCall(t.app, c.passkeyRegisterOptions, {}, { client })).details!.options;
    const answer = key.register(fresh);
    expect((await staffCall(t.app, c.registerPasskey, { name: 'Key', response: answer }, { client })).result.errorCode).toBe(0);
    expect((await staffCall(t.app, c.registerPasskey, { name: 'Key', response: answer }, { client })).result).toMatchObject(refusedPasskey);
    expect((await staffCall(t.app, c.passkeys, {}, { client })).details!.passkeys).toHaveLength(1);
  });

  it('checks the response shape with the contract: a bad body is a bilingual refusal, not a 500', async () => {
    const staff = await newStaff(t.db, ['support_agent']);
    const client = await signInStaff(t.app, staff);
    const res = await staffPost(t.app, c.registerPasskey.path, { name: 'x', response: { id: 'not base64!' } }, { client });
    expect(res.json().result.errorCode).toBe(ErrorCode.MissingDataIntegrity);
    expect(res.json().result.errorADesc).toBeTruthy();
  });
});

describe('staff passkeys: sign-in with password and passkey', () => {
  it('opens a session with the passkey instead of the code', async () => {
    const { staff, key } = await withPasskey();
    const step = await passwordStep(staff);
    expect(step.factors).toEqual(['totp', 'passkey']);
    const options = await staffCall(t.app, c.passkeySignInOptions, { signInToken: step.signInToken });
    expect(options.details!.options).toMatchObject({ rpId: rp().id, userVerification: 'required', allowCredentials: [{ id: key.id }] });
    const res = await staffPost(t.app, c.passkeySignIn.path, {
      signInToken: step.signInToken,
      response: key.assert(options.details!.options),
    });
    expect(res.json().result.errorCode, res.json().result.errorEDesc).toBe(0);
    const client = { cookie: cookieOf(res.headers['set-cookie']), csrf: res.json().details.csrfToken as string };
    expect((await staffCall(t.app, c.staffSessions, {}, { client })).result.errorCode).toBe(0);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      actor: staff.email,
      action: 'sign_in',
      outcome: 'ok',
      detail: { factor: 'passkey' },
    });
    expect((await staffCall(t.app, c.passkeys, {}, { client })).details!.passkeys[0]!.lastUsedAt).not.toBeNull();
  });

  it('refuses an unknown credential, a replayed challenge and a counter that did not grow', async () => {
    const { staff, key, client } = await withPasskey();
    // One good use (a step-up) stores the key's counter, 1.
    const used = (await staffCall(t.app, c.passkeyStepUpOptions, {}, { client })).details!.options;
    expect((await staffCall(t.app, c.passkeyStepUp, { response: key.assert(used) }, { client })).result.errorCode).toBe(0);
    const stranger = new SoftAuthenticator(rp().id, rp().origin);
    const step = await passwordStep(staff);
    const first = (await staffCall(t.app, c.passkeySignInOptions, { signInToken: step.signInToken })).details!.options;
    const unknown = await staffCall(t.app, c.passkeySignIn, { signInToken: step.signInToken, response: stranger.assert(first) });
    expect(unknown.result).toMatchObject(refusedPasskey);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      action: 'sign_in.passkey',
      outcome: 'refused',
      detail: { why: 'unknown credential' },
    });
    // The challenge was spent by that answer; the right key's answer to it is a replay.
    const replay = await staffCall(t.app, c.passkeySignIn, { signInToken: step.signInToken, response: key.assert(first) });
    expect(replay.result).toMatchObject(refusedPasskey);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ detail: { why: 'unknown, spent or expired challenge' } });

    const second = (await staffCall(t.app, c.passkeySignInOptions, { signInToken: step.signInToken })).details!.options;
    const cloned = await staffCall(t.app, c.passkeySignIn, {
      signInToken: step.signInToken,
      response: key.assert(second, { signCount: 1 }),
    });
    expect(cloned.result).toMatchObject(refusedPasskey);
    expect(String((await auditRows(t.db, 1))[0]!.detail.why)).toMatch(/counter/i);

    const third = (await staffCall(t.app, c.passkeySignInOptions, { signInToken: step.signInToken })).details!.options;
    const unverified = await staffCall(t.app, c.passkeySignIn, {
      signInToken: step.signInToken,
      response: key.assert(third, { userVerified: false }),
    });
    expect(unverified.result).toMatchObject(refusedPasskey);

    // Four wrong answers so far; the fifth ends the password step, as five wrong codes do.
    const fourth = (await staffCall(t.app, c.passkeySignInOptions, { signInToken: step.signInToken })).details!.options;
    await staffCall(t.app, c.passkeySignIn, { signInToken: step.signInToken, response: stranger.assert(fourth) });
    const ended = await staffCall(t.app, c.passkeySignInOptions, { signInToken: step.signInToken });
    expect(ended.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: staffMessages.signInExpired.en });
  });

  it('refuses a challenge offered to another password step, and a member with no passkey', async () => {
    const { staff, key } = await withPasskey();
    const a = await passwordStep(staff);
    const b = await passwordStep(staff);
    const forA = (await staffCall(t.app, c.passkeySignInOptions, { signInToken: a.signInToken })).details!.options;
    expect((await staffCall(t.app, c.passkeySignIn, { signInToken: b.signInToken, response: key.assert(forA) })).result).toMatchObject(
      refusedPasskey,
    );

    const plain = await newStaff(t.db, ['auditor']);
    const step = await passwordStep(plain);
    expect(step.factors).toEqual(['totp']);
    expect((await staffCall(t.app, c.passkeySignInOptions, { signInToken: step.signInToken })).result.errorCode).toBe(ErrorCode.NotFound);
  });
});

describe('staff passkeys: the fresh factor, and removal', () => {
  it('renews the factor with a passkey, then removes the passkey (audited)', async () => {
    const { client, key, passkeyId } = await withPasskey();
    await ageFactor(client);
    expect((await staffCall(t.app, c.removePasskey, { id: passkeyId }, { client })).result.errorCode).toBe(ErrorCode.OtpRequired);
    const options = (await staffCall(t.app, c.passkeyStepUpOptions, {}, { client })).details!.options;
    const stepUp = await staffCall(t.app, c.passkeyStepUp, { response: key.assert(options) }, { client });
    expect(stepUp.result.errorCode, stepUp.result.errorEDesc).toBe(0);
    expect(Date.now() - Date.parse(stepUp.details!.factorAt)).toBeLessThan(60_000);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ action: 'factor.step_up', outcome: 'ok', detail: { factor: 'passkey' } });

    expect((await staffCall(t.app, c.removePasskey, { id: passkeyId }, { client })).result.errorCode).toBe(0);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      action: 'passkey.remove',
      outcome: 'ok',
      detail: { before: { name: 'Laptop' } },
    });
    expect((await staffCall(t.app, c.passkeys, {}, { client })).details!.passkeys).toEqual([]);
  });

  it("cannot remove or step up with another member's passkey", async () => {
    const one = await withPasskey();
    const two = await withPasskey(['auditor']);
    expect((await staffCall(t.app, c.removePasskey, { id: one.passkeyId }, { client: two.client })).result).toMatchObject({
      errorCode: ErrorCode.NotFound,
      errorEDesc: passkeyMessages.noPasskey.en,
    });
    const options = (await staffCall(t.app, c.passkeyStepUpOptions, {}, { client: two.client })).details!.options;
    expect((await staffCall(t.app, c.passkeyStepUp, { response: one.key.assert(options) }, { client: two.client })).result).toMatchObject(
      refusedPasskey,
    );
  });
});
