import { describe, expect, it } from 'vitest';
import { calls, messages } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginBody, loginCompanyDetails, loginIndividualDetails, sessionCode } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const { userName, password, documentNo } = DEMO.company;

function changePassword(
  sessionId: string | undefined,
  customerID: number,
  oldPassword: string,
  newPassword: string,
  confirmPassword = newPassword,
) {
  return call(
    t.app,
    calls.changePassword,
    {
      deviceInfo,
      customerInfo: { customerID },
      legalDocument: { documentNo, documentType: 'CNID' },
      passwordInfo: { oldPassword, newPassword, confirmPassword },
    },
    { sessionId },
  );
}

describe('Authentication/ChangePWD', () => {
  it('needs a session: -77 without one or with an unknown one', async () => {
    const { customerInfo } = await loginCompanyDetails(t.app);
    expectResult(await changePassword(undefined, customerInfo.customerID, password, 'Changed#2026a'), -77, messages.sessionTimeout);
    expectResult(await changePassword('no-such-session', customerInfo.customerID, password, 'Changed#2026a'), -77, messages.sessionTimeout);
  });

  it('refuses a wrong old password', async () => {
    const { customerInfo, authenticationInfo } = await loginCompanyDetails(t.app);
    expectResult(
      await changePassword(authenticationInfo.sessionID, customerInfo.customerID, 'Wrong#2026', 'Changed#2026a'),
      901,
      messages.wrongOldPassword,
    );
  });

  it('refuses a weak, mismatched or unchanged new password', async () => {
    const { customerInfo, authenticationInfo } = await loginCompanyDetails(t.app);
    const change = (n: string, c?: string) => changePassword(authenticationInfo.sessionID, customerInfo.customerID, password, n, c);
    expectResult(await change('alllowercase1#'), 901, messages.weakPassword);
    expectResult(await change('Short#1'), 901, messages.weakPassword);
    expectResult(await change('Changed#2026a', 'Changed#2026b'), 901, messages.passwordsDoNotMatch);
    expectResult(await change(password), 901, messages.samePassword);
  });

  it("refuses to change another customer's password, and an individual's", async () => {
    const company = await loginCompanyDetails(t.app);
    expectResult(
      await changePassword(company.authenticationInfo.sessionID, company.customerInfo.customerID + 1, password, 'Changed#2026a'),
      401,
      messages.unauthorized,
    );
    const individual = await loginIndividualDetails(t.app);
    expectResult(
      await changePassword(individual.authenticationInfo.sessionID, individual.customerInfo.customerID, password, 'Changed#2026a'),
      401,
    );
    expectResult(
      await changePassword(individual.authenticationInfo.sessionID, company.customerInfo.customerID, password, 'Changed#2026a'),
      401,
    );
  });

  it("changes the password, keeps this session and ends the customer's other sessions", async () => {
    const here = await loginCompanyDetails(t.app);
    const elsewhere = await loginCompanyDetails(t.app);
    const individual = await loginIndividualDetails(t.app);
    const answer = await changePassword(here.authenticationInfo.sessionID, here.customerInfo.customerID, password, 'Changed#2026a');
    expectResult(answer, 0, messages.passwordChanged);
    expect(await sessionCode(t.app, here.authenticationInfo.sessionID)).toBe(0);
    expect(await sessionCode(t.app, elsewhere.authenticationInfo.sessionID)).toBe(-77);
    expect(await sessionCode(t.app, individual.authenticationInfo.sessionID)).toBe(0);
    expectResult(await call(t.app, calls.login, loginBody(userName, 'Changed#2026a')), 0);
    expectResult(await call(t.app, calls.login, loginBody(userName, password)), 401, messages.wrongCredentials);
  });
});
