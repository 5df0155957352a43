import { describe, expect, it } from 'vitest';
import { calls, messages, PasswordGrantDetailsSchema } from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, readCode } from '../support/api.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const { userName, documentNo, mobile } = DEMO.company;

/** Forgot password up to the verified code: the grant CreatePassword needs. */
async function resetGrant(): Promise<string> {
  const request = { deviceInfo, customerInfo: { userName }, legalDocument: { documentNo } };
  const { utr } = challengeOf(await call(t.app, calls.forgotPassword, request));
  const verified = await call(t.app, calls.forgotPassword, { ...request, authenticate: { utr, pin: await readCode(t.app, mobile) } });
  expectResult(verified, 0);
  return PasswordGrantDetailsSchema.parse(verified.details).passwordGrant;
}

function createPassword(passwordGrant: string, password: string, confirmPassword = password) {
  return call(t.app, calls.createPassword, {
    deviceInfo,
    passwordInfo: { password, confirmPassword },
    customerInfo: { userName },
    legalDocument: { documentNo },
    passwordGrant,
  });
}
const login = (pass: string) => call(t.app, calls.login, loginBody(userName, pass));

describe('PersonalProfile/CreatePassword after forgot password', () => {
  it('refuses a weak or mismatched password and keeps the grant for another try', async () => {
    const grant = await resetGrant();
    expectResult(await createPassword(grant, 'password'), 901, messages.weakPassword);
    expectResult(await createPassword(grant, 'Reset#2026a', 'Reset#2026b'), 901, messages.passwordsDoNotMatch);
    expectResult(await createPassword(grant, 'Reset#2026a'), 0, messages.passwordCreated);
  });

  it('sets the new password: it logs in, the old one no longer does', async () => {
    expectResult(await createPassword(await resetGrant(), 'Reset#2026c'), 0, messages.passwordCreated);
    expectResult(await login('Reset#2026c'), 0);
    expectResult(await login('Reset#2026a'), 401, messages.wrongCredentials);
  });

  it('accepts a grant once only', async () => {
    const grant = await resetGrant();
    expectResult(await createPassword(grant, 'Reset#2026d'), 0);
    expectResult(await createPassword(grant, 'Stolen#2026e'), 401, messages.grantInvalid);
    expectResult(await login('Stolen#2026e'), 401);
    expectResult(await login('Reset#2026d'), 0);
  });

  it('refuses a made-up or expired grant', async () => {
    expectResult(await createPassword('made-up-grant', 'Stolen#2026f'), 401, messages.grantInvalid);
    const grant = await resetGrant();
    await t.db.query(`UPDATE password_grants SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expectResult(await createPassword(grant, 'Stolen#2026g'), 401, messages.grantInvalid);
    expectResult(await login('Reset#2026d'), 0);
  });

  it('refuses a body without a grant as invalid data', async () => {
    const body = { deviceInfo, passwordInfo: { password: 'Reset#2026h', confirmPassword: 'Reset#2026h' }, customerInfo: { userName } };
    expectResult(await call(t.app, calls.createPassword.path, body), 901);
    expect((await login('Reset#2026d')).result.errorCode).toBe(0);
  });
});
