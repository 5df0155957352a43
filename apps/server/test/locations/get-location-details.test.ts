import { beforeAll, describe, expect, it } from 'vitest';
import { calls, type AccountLocation } from '@portal/contract';
import { notYourAccount } from '../../src/modules/locations/service.ts';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginCompanyDetails, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
let individual: { sid: string; id: number };
let company: { sid: string; id: number };
let other: { sid: string; id: number };

/** The seeded metered accounts (db/seed/registered-bills.ts): electricity and water. */
const INDIVIDUAL_METERS = ['100234567', '100765432', '2004567', '2008910'];

const ask = (sid: string, customerID: number, accountNo?: string | null) =>
  call(
    t.app,
    calls.getLocationDetails,
    { deviceInfo, tokenInfo: { token: '', sessionId: sid, dataKey: '' }, customerInfo: { customerID }, accountNo },
    sid,
  );

async function locations(sid: string, customerID: number, accountNo?: string | null): Promise<AccountLocation[]> {
  const answer = await ask(sid, customerID, accountNo);
  expectResult(answer, 0);
  return answer.details!.response;
}

/** Oman's bounding box: every meter must lie inside it. */
const inOman = (p: { latitude: number; longitude: number }) =>
  p.latitude > 16.6 && p.latitude < 26.5 && p.longitude > 52 && p.longitude < 60;

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app);
  const b = await loginCompanyDetails(t.app);
  const c = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  individual = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  company = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
  other = { sid: c.authenticationInfo.sessionID, id: c.customerInfo.customerID };
});

describe('LocationDetails/GetLocationDetails', () => {
  it("answers, for All, one place inside Oman per metered account of the customer's, the same every time", async () => {
    const all = await locations(individual.sid, individual.id, '');
    expect(all.map((l) => l.accountNo)).toEqual(INDIVIDUAL_METERS);
    expect(all.every(inOman)).toBe(true);
    expect(new Set(all.map((l) => `${l.latitude},${l.longitude}`)).size).toBe(all.length);
    expect(await locations(individual.sid, individual.id)).toEqual(all);
    expect(await locations(individual.sid, individual.id, null)).toEqual(all);
  });

  it("answers one account's place, also asked with Arabic-Indic digits", async () => {
    const all = await locations(individual.sid, individual.id);
    const home = all.find((l) => l.accountNo === '100234567')!;
    expect(await locations(individual.sid, individual.id, '100234567')).toEqual([home]);
    expect(await locations(individual.sid, individual.id, '١٠٠٢٣٤٥٦٧')).toEqual([home]);
    expect(await locations(individual.sid, individual.id, ' 2004567 ')).toEqual([all.find((l) => l.accountNo === '2004567')]);
  });

  it('answers no place for a registered bill without a meter, and none for a customer without bills', async () => {
    expect(await locations(individual.sid, individual.id, '91234567')).toEqual([]);
    expect(await locations(individual.sid, individual.id, '90000001')).toEqual([]);
    expect(await locations(other.sid, other.id)).toEqual([]);
  });

  it("answers each customer only their own accounts: another's number is not found (404)", async () => {
    const own = await locations(company.sid, company.id);
    expect(own.map((l) => l.accountNo)).toEqual(['300111222', '300333444', '3005556']);
    expect(own.every(inOman)).toBe(true);
    expectResult(await ask(individual.sid, individual.id, '300111222'), 404, notYourAccount);
    expectResult(await ask(company.sid, company.id, '100234567'), 404, notYourAccount);
    expectResult(await ask(other.sid, other.id, '100234567'), 404, notYourAccount);
    expectResult(await ask(individual.sid, individual.id, '999999999'), 404, notYourAccount);
  });

  it("refuses another customer's id (401) and answers -77 without a session or with an ended one", async () => {
    expectResult(await ask(individual.sid, company.id), 401);
    expectResult(await ask(other.sid, individual.id, '100234567'), 401);
    expectResult(await ask('', individual.id), -77);
    expectResult(await ask('not-a-session', individual.id), -77);
  });

  it('answers 901 for a body that is missing or wrong, with both descriptions', async () => {
    const bad = [
      { deviceInfo, accountNo: '' },
      { deviceInfo, customerInfo: { customerID: 'x' } },
      { deviceInfo, customerInfo: { customerID: individual.id }, accountNo: 100234567 },
      { deviceInfo, customerInfo: { customerID: individual.id }, accountNo: '1'.repeat(31) },
      { customerInfo: { customerID: individual.id } },
    ];
    for (const body of bad) {
      const answer = await call(t.app, calls.getLocationDetails.path, body, individual.sid);
      expectResult(answer, 901);
      expect(answer.result.errorADesc).not.toBe('');
      expect(answer.details).toBeNull();
    }
  });
});
