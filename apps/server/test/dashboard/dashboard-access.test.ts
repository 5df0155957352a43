import { beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { noMeter, notYourAccount } from '../../src/modules/dashboard/service.ts';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginCompanyDetails, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { ACCOUNTS, alarms, COMPANY_POWER, lastReading, meterReadings } from './dashboard-fixtures.ts';

/**
 * Who may ask for which account: only numbers of the signed-in customer's own registered bills are
 * answered; anything else is refused before the utility is asked.
 */
const t = useTestApp();
let me: { sid: string; id: number };
let company: { sid: string; id: number };
let stranger: { sid: string; id: number };
const ask = [lastReading, meterReadings, alarms];

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app);
  const c = await loginCompanyDetails(t.app);
  const s = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  me = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  company = { sid: c.authenticationInfo.sessionID, id: c.customerInfo.customerID };
  stranger = { sid: s.authenticationInfo.sessionID, id: s.customerInfo.customerID };
});

describe('dashboard calls: access', () => {
  it("refuse another customer's account with 404 and a clear message in both languages", async () => {
    for (const fn of ask) {
      expectResult(await fn(t.app, company.sid, ACCOUNTS.homePower), 404, notYourAccount);
      expectResult(await fn(t.app, me.sid, COMPANY_POWER), 404, notYourAccount);
      expectResult(await fn(t.app, stranger.sid, ACCOUNTS.homeWater), 404, notYourAccount);
      // The owner still gets answers for the same numbers.
      expectResult(await fn(t.app, me.sid, ACCOUNTS.homePower), 0);
      expectResult(await fn(t.app, company.sid, COMPANY_POWER), 0);
    }
  });

  it("refuse a customer id that is not the session's with 401", async () => {
    for (const fn of ask) {
      expectResult(await fn(t.app, company.sid, COMPANY_POWER, { customerInfo: { customerID: me.id } }), 401);
      expectResult(await fn(t.app, me.sid, ACCOUNTS.homePower, { customerInfo: { customerID: me.id } }), 0);
    }
  });

  it('answer 404 for a registered bill without a meter, and for a deleted bill', async () => {
    for (const fn of ask) {
      expectResult(await fn(t.app, me.sid, ACCOUNTS.workMobile), 404, noMeter);
      expectResult(await fn(t.app, me.sid, ACCOUNTS.myMobile), 404, noMeter);
    }
    const bills = (await call(t.app, calls.getAllRegisteredBills, { deviceInfo, customerInfo: { customerID: me.id } }, me.sid)).details!
      .bills;
    const flat = bills.find((b) => b.billingNo === ACCOUNTS.flatWater)!;
    expectResult(await call(t.app, calls.deleteRegisteredBill, { deviceInfo, billInfo: { billID: flat.id } }, me.sid), 0);
    for (const fn of ask) expectResult(await fn(t.app, me.sid, ACCOUNTS.flatWater), 404, notYourAccount);
  });

  it('answer -77 without a session or with an ended one', async () => {
    for (const def of [calls.getLastMeterReading, calls.getMeterReadings, calls.getAlarms]) {
      expectResult(await call(t.app, def, { deviceInfo, accountNo: ACCOUNTS.homePower }), -77);
      expectResult(await call(t.app, def, { deviceInfo, accountNo: ACCOUNTS.homePower }, 'not-a-session'), -77);
    }
    expectResult(await call(t.app, calls.getAds, { deviceInfo }), -77);
  });

  it('answer 901 with both languages for a bad body', async () => {
    const bad: Array<[string, unknown]> = [
      [calls.getLastMeterReading.path, { deviceInfo }],
      [calls.getLastMeterReading.path, { deviceInfo, accountNo: '1002-34567' }],
      [calls.getMeterReadings.path, { deviceInfo, accountNo: ACCOUNTS.homePower, frequency: 'Hourly' }],
      [calls.getMeterReadings.path, { deviceInfo, accountNo: ACCOUNTS.homePower, startDate: 'yesterday' }],
      [calls.getAlarms.path, { deviceInfo, accountNo: 12345 }],
      [calls.getAlarms.path, { accountNo: ACCOUNTS.homePower }],
      [calls.getAds.path, {}],
    ];
    for (const [path, body] of bad) {
      const answer = await call(t.app, path, body, me.sid);
      expectResult(answer, 901);
      expect(answer.result.errorEDesc.length).toBeGreaterThan(5);
      expect(answer.result.errorADesc).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
