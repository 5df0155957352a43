import { describe, it } from 'vitest';
import { calls, messages } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const { userName, password } = DEMO.forcedCompany;
const fresh = 'Fresh#2026a';

function forceChange(oldPassword: string, newPassword: string, confirmPassword = newPassword, name: string = userName) {
  return call(t.app, calls.forceChangePassword, {
    deviceInfo,
    customerInfo: { userName: name },
    passwordInfo: { oldPassword, newPassword, confirmPassword },
  });
}
const login = (name: string, pass: string) => call(t.app, calls.login, loginBody(name, pass));

describe('Authentication/ForceChangePWD', () => {
  it('refuses a wrong current password', async () => {
    expectResult(await forceChange('Wrong#2026x', fresh), 401, messages.wrongCredentials);
  });

  it('refuses a weak, mismatched or unchanged new password', async () => {
    expectResult(await forceChange(password, 'weakpass'), 901, messages.weakPassword);
    expectResult(await forceChange(password, 'NoSymbol2026'), 901, messages.weakPassword);
    expectResult(await forceChange(password, 'Way#Too#Long#Password1'), 901, messages.weakPassword);
    expectResult(await forceChange(password, fresh, 'Fresh#2026b'), 901, messages.passwordsDoNotMatch);
    expectResult(await forceChange(password, password), 901, messages.samePassword);
    expectResult(await login(userName, password), 19);
  });

  it('is no way around the normal password change for a company that need not change', async () => {
    expectResult(await forceChange(DEMO.company.password, fresh, fresh, DEMO.company.userName), 401, messages.wrongCredentials);
    expectResult(await login(DEMO.company.userName, DEMO.company.password), 0);
  });

  it('changes the password; then the new one logs in (0) and the old one no longer does', async () => {
    expectResult(await forceChange(password, fresh), 0, messages.passwordChangedLogin);
    expectResult(await login(userName, fresh), 0);
    expectResult(await login(userName, password), 401, messages.wrongCredentials);
  });

  it('cannot be used again once the change is done', async () => {
    expectResult(await forceChange(fresh, 'Other#2026b'), 401, messages.wrongCredentials);
    expectResult(await login(userName, fresh), 0);
  });
});
