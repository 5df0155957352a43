import { describe, expect, it } from 'vitest';
import { calls, messages, PasswordGrantDetailsSchema } from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, outbox, readCode } from '../support/api.ts';
import { DEMO } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const { userName, documentNo, mobile } = DEMO.company;

function forgot(name: string, docNo: string, authenticate?: { utr: string; pin: string }) {
  return call(t.app, calls.forgotPassword, {
    deviceInfo,
    customerInfo: { userName: name },
    legalDocument: { documentNo: docNo },
    ...(authenticate ? { authenticate: { ...authenticate, otp: null } } : {}),
  });
}

describe('Authentication/forgotpassword', () => {
  it('answers the request with -2 and a challenge, and texts a reset code to the account mobile', async () => {
    const answer = await forgot(userName, documentNo);
    expectResult(answer, -2, messages.otpSent);
    expect(challengeOf(answer).otp).toEqual({
      length: t.config.OTP_LENGTH,
      timer: t.config.OTP_TIMER_SECONDS,
      validFor: t.config.OTP_TTL_SECONDS,
    });
    const [sms] = await outbox(t.app, mobile);
    expect(sms?.text).toContain('reset');
  });

  it('resends: a new utr and a new code, and the new code verifies', async () => {
    const first = challengeOf(await forgot(userName, documentNo));
    const firstCode = await readCode(t.app, mobile);
    const sent = (await outbox(t.app, mobile)).length;
    const second = challengeOf(await forgot(userName, documentNo));
    expect(second.utr).not.toBe(first.utr);
    expect(await outbox(t.app, mobile)).toHaveLength(sent + 1);
    const secondCode = await readCode(t.app, mobile);
    const answer = await forgot(userName, documentNo, { utr: second.utr, pin: secondCode });
    expectResult(answer, 0);
    // The first code belongs to the first utr only.
    if (firstCode !== secondCode) expectResult(await forgot(userName, documentNo, { utr: second.utr, pin: firstCode }), 401);
  });

  it('verifies the code into a single-use password grant', async () => {
    const { utr } = challengeOf(await forgot(userName, documentNo));
    const answer = await forgot(userName, documentNo, { utr, pin: await readCode(t.app, mobile) });
    expectResult(answer, 0);
    expect(PasswordGrantDetailsSchema.parse(answer.details).passwordGrant.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a wrong code, and a right code presented with another document number', async () => {
    const { utr } = challengeOf(await forgot(userName, documentNo));
    const code = await readCode(t.app, mobile);
    expectResult(await forgot(userName, documentNo, { utr, pin: code === '000000' ? '111111' : '000000' }), 401, messages.wrongCode);
    expectResult(await forgot(userName, '9999999', { utr, pin: code }), 401, messages.wrongCode);
  });

  it('matches the username whatever its case', async () => {
    const { utr } = challengeOf(await forgot('MUSCATTRADING', documentNo));
    expectResult(await forgot(userName, documentNo, { utr, pin: await readCode(t.app, mobile) }), 0);
  });

  it('answers a wrong document number with a decoy -2: same shape, nothing texted, never verifies', async () => {
    const before = await outbox(t.app, mobile);
    const decoy = await forgot(userName, '9999999');
    expectResult(decoy, -2, messages.otpSent);
    const { utr } = challengeOf(decoy);
    expect(await outbox(t.app, mobile)).toEqual(before);
    // Not even a real code sent to the account unlocks the decoy.
    await forgot(userName, documentNo);
    const realCode = await readCode(t.app, mobile);
    expectResult(await forgot(userName, '9999999', { utr, pin: realCode }), 401, messages.wrongCode);
    expectResult(await forgot(userName, documentNo, { utr, pin: realCode }), 401, messages.wrongCode);
  });

  it('answers an unknown username and an individual the same decoy way', async () => {
    for (const [name, doc] of [
      ['nosuchcompany', '1234567'],
      [DEMO.individual.mobile, DEMO.individual.documentNo],
    ] as const) {
      const decoy = await forgot(name, doc);
      expectResult(decoy, -2, messages.otpSent);
      challengeOf(decoy);
    }
    expect(await outbox(t.app, DEMO.individual.mobile)).toEqual([]);
  });

  it('refuses a request without a username or document number as invalid data', async () => {
    expectResult(
      await call(t.app, calls.forgotPassword.path, { deviceInfo, customerInfo: { userName: '' }, legalDocument: { documentNo } }),
      901,
    );
    expectResult(await call(t.app, calls.forgotPassword.path, { deviceInfo, customerInfo: { userName } }), 901);
  });
});
