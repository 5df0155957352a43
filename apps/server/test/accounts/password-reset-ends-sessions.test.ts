import { describe, expect, it } from 'vitest';
import { calls, messages, PasswordGrantDetailsSchema } from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, readCode } from '../support/api.ts';
import { DEMO, loginBody, loginCompany, loginIndividual, sessionCode } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const { userName, documentNo, mobile } = DEMO.company;

/** Forgot password through to CreatePassword, as a customer who lost their password does it. */
async function resetPassword(password: string) {
  const request = { deviceInfo, customerInfo: { userName }, legalDocument: { documentNo } };
  const { utr } = challengeOf(await call(t.app, calls.forgotPassword, request));
  const verified = await call(t.app, calls.forgotPassword, {
    ...request,
    authenticate: { utr, pin: await readCode(t.app, mobile), otp: null },
  });
  const { passwordGrant } = PasswordGrantDetailsSchema.parse(verified.details);
  return call(t.app, calls.createPassword, {
    deviceInfo,
    passwordInfo: { password, confirmPassword: password },
    customerInfo: { userName },
    passwordGrant,
  });
}

describe('A password reset ends the sessions opened before it', () => {
  it('signs out every session of the account; the new password opens a new one; other customers keep theirs', async () => {
    const phone = await loginCompany(t.app);
    const laptop = await loginCompany(t.app);
    const someoneElse = await loginIndividual(t.app, DEMO.individual.mobile);
    expectResult(await resetPassword('Reset#2026x'), 0, messages.passwordCreated);
    expect(await sessionCode(t.app, phone)).toBe(-77);
    expect(await sessionCode(t.app, laptop)).toBe(-77);
    expect(await sessionCode(t.app, someoneElse)).toBe(0);
    const fresh = await loginCompany(t.app, userName, 'Reset#2026x');
    expect(await sessionCode(t.app, fresh)).toBe(0);
  });

  it('ends nothing when the new password is refused', async () => {
    const session = await loginCompany(t.app, userName, 'Reset#2026x');
    expectResult(await resetPassword('weak'), 901, messages.weakPassword);
    expect(await sessionCode(t.app, session)).toBe(0);
    expectResult(await call(t.app, calls.login, loginBody(userName, 'Reset#2026x')), 0);
  });
});
