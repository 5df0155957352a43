import { describe, expect, it } from 'vitest';
import { calls, messages } from '@portal/contract';
import { call, expectResult, outbox } from '../support/api.ts';
import { DEMO, loginBody, loginCompanyDetails, sessionCode } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp({ LOGIN_MAX_FAILURES: 3 });
const { userName, password } = DEMO.company;
const login = (name: string, pass: string) => call(t.app, calls.login, loginBody(name, pass));

describe('Authentication/AjaxAdminLogin for a company', () => {
  it('logs in with username and password, without a code', async () => {
    const details = await loginCompanyDetails(t.app);
    expect(details.customerInfo).toMatchObject({ userName, fullName: 'Muscat Trading LLC', mobileNo: DEMO.company.mobile });
    expect(details.legalDocument).toMatchObject({ documentNo: DEMO.company.documentNo, documentType: 'CNID' });
    expect(details.timerSessionTimeout).toBe(t.config.SESSION_IDLE_SECONDS);
    expect(details.decimalLength).toBe(3);
    expect(details.menu.length).toBeGreaterThan(0);
    expect(await sessionCode(t.app, details.authenticationInfo.sessionID)).toBe(0);
    expect(await outbox(t.app, DEMO.company.mobile)).toEqual([]);
  });

  it('matches the username whatever its case', async () => {
    expectResult(await login('MuscatTrading', password), 0);
  });

  it('answers a wrong password and an unknown username with the same 401 and message', async () => {
    const wrongPassword = await login(userName, 'Muscat#2027');
    const unknownUser = await login('nosuchcompany', password);
    expectResult(wrongPassword, 401, messages.wrongCredentials);
    expect(unknownUser.result).toEqual(wrongPassword.result);
    expect(wrongPassword.details).toBeNull();
    expect(unknownUser.details).toBeNull();
  });

  it('refuses an ill-formed username without a lookup', async () => {
    expectResult(await login('bad name!', password), 401, messages.wrongCredentials);
    expectResult(await login('short', password), 401, messages.wrongCredentials);
  });

  it('answers 19 for a company that must change its password, and opens no session', async () => {
    const answer = await login(DEMO.forcedCompany.userName, DEMO.forcedCompany.password);
    expectResult(answer, 19, messages.forceChange);
    expect(answer.details).toBeNull();
  });

  it('does not answer 19 to a wrong password of that company', async () => {
    expectResult(await login(DEMO.forcedCompany.userName, 'Wrong#2026x'), 401, messages.wrongCredentials);
  });

  it('locks the account after LOGIN_MAX_FAILURES wrong passwords, even against the right one', async () => {
    expectResult(await login(userName, password), 0); // a success clears earlier failures
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES; i++) expectResult(await login(userName, `Wrong#${i}abcd`), 401);
    expectResult(await login(userName, password), 429, messages.tooManyRequests);
    // Counted per account, not per caller: another address is refused too.
    expectResult(await call(t.app, calls.login, loginBody(userName, password), { ip: '10.9.8.7' }), 429);
  });

  it('locks unknown usernames the same way, so a lockout tells nothing about existence', async () => {
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES; i++) expectResult(await login('ghostcompany7', `Wrong#${i}abcd`), 401);
    expectResult(await login('ghostcompany7', password), 429, messages.tooManyRequests);
  });
});
