import { describe, expect, it } from 'vitest';
import { calls, LoginSuccessDetailsSchema, messages } from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, outbox, readCode } from '../support/api.ts';
import { DEMO, loginBody, loginIndividualDetails, requestLoginCode, sessionCode } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp({ OTP_MAX_ATTEMPTS: 3 });
const mobile = DEMO.individual.mobile;
const confirm = (utr: string, pin: string, userName: string = mobile) => call(t.app, calls.login, loginBody(userName, '', { utr, pin }));

describe('Authentication/AjaxAdminLogin for an individual', () => {
  it('answers a mobile number with -2, a utr and the code length and timer, and texts the code', async () => {
    const answer = await call(t.app, calls.login, loginBody(mobile));
    expectResult(answer, -2, messages.otpSent);
    const challenge = challengeOf(answer);
    expect(challenge.utr.length).toBeGreaterThanOrEqual(32);
    expect(challenge.otp).toEqual({ length: t.config.OTP_LENGTH, timer: t.config.OTP_TIMER_SECONDS, validFor: t.config.OTP_TTL_SECONDS });
    const [sms] = await outbox(t.app, mobile);
    expect(sms?.code).toMatch(new RegExp(`^\\d{${t.config.OTP_LENGTH}}$`));
    expect(sms?.text).toContain('login code');
  });

  it('logs in with the texted code: customer, document, session, menu, timeout and decimals', async () => {
    const { utr } = await requestLoginCode(t.app, mobile);
    const answer = await confirm(utr, await readCode(t.app, mobile));
    expectResult(answer, 0, messages.success);
    const details = LoginSuccessDetailsSchema.parse(answer.details);
    expect(details.customerInfo).toMatchObject({
      mobileNo: mobile,
      fullName: 'Ahmed Salim Nasser Al Harthy',
      fullNameAr: 'أحمد سالم ناصر الحارثي',
    });
    expect(details.legalDocument).toEqual({ documentNo: DEMO.individual.documentNo, documentType: 'NID', natCountryIsoCode: 'OM' });
    expect(details.authenticationInfo.sessionID.length).toBeGreaterThanOrEqual(32);
    expect(details.menu.map((m) => m.path)).toContain('/Dashboard');
    expect(details.timerSessionTimeout).toBe(t.config.SESSION_IDLE_SECONDS);
    expect(details.decimalLength).toBe(3);
    expect(await sessionCode(t.app, details.authenticationInfo.sessionID)).toBe(0);
  });

  it('gives a new session id on every login', async () => {
    const first = await loginIndividualDetails(t.app);
    const second = await loginIndividualDetails(t.app);
    expect(second.authenticationInfo.sessionID).not.toBe(first.authenticationInfo.sessionID);
    expect(second.customerInfo.customerID).toBe(first.customerInfo.customerID);
  });

  it('understands Arabic-Indic digits in the mobile number and the code', async () => {
    const arabic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const { utr } = await requestLoginCode(t.app, arabic(mobile));
    const answer = await confirm(utr, arabic(await readCode(t.app, mobile)), arabic(mobile));
    expectResult(answer, 0);
  });

  it('refuses a wrong code', async () => {
    const { utr } = await requestLoginCode(t.app, mobile);
    const right = await readCode(t.app, mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    expectResult(await confirm(utr, wrong), 401, messages.wrongCode);
    expectResult(await confirm(utr, right), 0);
  });

  it('refuses a code used once already', async () => {
    const { utr } = await requestLoginCode(t.app, mobile);
    const code = await readCode(t.app, mobile);
    expectResult(await confirm(utr, code), 0);
    expectResult(await confirm(utr, code), 401, messages.wrongCode);
  });

  it('refuses an expired code', async () => {
    const { utr } = await requestLoginCode(t.app, mobile);
    const code = await readCode(t.app, mobile);
    await t.db.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE utr = $1`, [utr]);
    expectResult(await confirm(utr, code), 401, messages.wrongCode);
  });

  it('locks the code after OTP_MAX_ATTEMPTS wrong tries, so even the right code is then refused', async () => {
    const { utr } = await requestLoginCode(t.app, mobile);
    const right = await readCode(t.app, mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i < t.config.OTP_MAX_ATTEMPTS; i++) expectResult(await confirm(utr, wrong), 401, messages.wrongCode);
    expectResult(await confirm(utr, wrong), 429, messages.codeLocked);
    expectResult(await confirm(utr, right), 429, messages.codeLocked);
  });

  it('refuses a code issued for one mobile as the login of another', async () => {
    const { utr } = await requestLoginCode(t.app, mobile);
    const code = await readCode(t.app, mobile);
    expectResult(await confirm(utr, code, DEMO.otherIndividual.mobile), 401, messages.wrongCode);
  });

  it('refuses a code issued for another purpose (a password reset) or an unknown utr', async () => {
    const { userName, documentNo, mobile: companyMobile } = DEMO.company;
    const reset = await call(t.app, calls.forgotPassword, { deviceInfo, customerInfo: { userName }, legalDocument: { documentNo } });
    const { utr } = challengeOf(reset);
    expectResult(await confirm(utr, await readCode(t.app, companyMobile), companyMobile), 401, messages.wrongCode);
    expectResult(await confirm('not-a-utr', '123456'), 401, messages.wrongCode);
  });

  it('answers an unknown mobile with -2 too, but texts nothing and no code logs it in', async () => {
    const unknown = '96899999999';
    const known = challengeOf(await call(t.app, calls.login, loginBody(mobile)));
    const answer = await call(t.app, calls.login, loginBody(unknown));
    expectResult(answer, -2, messages.otpSent);
    expect(challengeOf(answer).otp).toEqual(known.otp);
    expect(await outbox(t.app, unknown)).toEqual([]);
    expectResult(await confirm(challengeOf(answer).utr, await readCode(t.app, mobile), unknown), 401, messages.wrongCode);
  });
});
