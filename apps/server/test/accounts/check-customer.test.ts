import { describe, it } from 'vitest';
import { calls, messages } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const check = (userName: string) => call(t.app, calls.checkCustomer, { deviceInfo, userName, DocumentNo: '', CheckType: '3' });

describe('PersonalProfile/CheckCustomer', () => {
  it('answers 409 for a username that is taken, whatever its case', async () => {
    expectResult(await check(DEMO.company.userName), 409, messages.usernameTaken);
    expectResult(await check('MuscatTrading'), 409, messages.usernameTaken);
    expectResult(await check(DEMO.forcedCompany.userName), 409);
  });

  it('answers 0 for a free username', async () => {
    expectResult(await check('freshcompany2026'), 0, messages.usernameAvailable);
  });

  it('answers 901 for a username outside the rule (8 to 30 letters and digits)', async () => {
    for (const userName of ['short', 'has space1', 'symbol#name', 'ارقامعربية123']) expectResult(await check(userName), 901);
  });

  it('answers 901 for a body that breaks the contract', async () => {
    expectResult(await call(t.app, calls.checkCustomer.path, { deviceInfo, userName: 'freshcompany2026', CheckType: '4' }), 901);
    expectResult(await call(t.app, calls.checkCustomer.path, { deviceInfo, CheckType: '3' }), 901);
    expectResult(await call(t.app, calls.checkCustomer.path, { userName: 'freshcompany2026', CheckType: '3' }), 901);
  });
});
