import { beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginCompanyDetails, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { billsOf, listBills } from './bill-fixtures.ts';

const t = useTestApp();
let individual: { sid: string; id: number };
let company: { sid: string; id: number };
let other: { sid: string; id: number };

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app);
  const b = await loginCompanyDetails(t.app);
  const c = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  individual = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  company = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
  other = { sid: c.authenticationInfo.sessionID, id: c.customerInfo.customerID };
});

describe('RegistredBills/GetAllRegistredBills', () => {
  it("answers the demo individual's seeded bills: postpaid and prepaid, electricity and water, with every field", async () => {
    const bills = await billsOf(t.app, individual.sid, individual.id);
    expect(bills.length).toBeGreaterThanOrEqual(5);
    expect(new Set(bills.map((b) => b.serviceType))).toEqual(new Set(['PostPaid', 'PrePaid']));
    const home = bills.find((b) => b.name === 'Home')!;
    expect(home).toEqual({
      id: expect.any(Number),
      billingNo: '100234567',
      billNo: '',
      name: 'Home',
      biller: { id: 11, ename: 'Muscat Electricity Distribution Company', aname: 'شركة مسقط لتوزيع الكهرباء' },
      service: { id: 111, ename: 'Electricity Bill', aname: 'فاتورة الكهرباء', isDashboardEnabled: true },
      serviceType: 'PostPaid',
      serviceCategory: null,
      alertNotificationMethod: 'SMS',
      dueNotificationMethod: 'SMS',
      limitConsumption: 40,
      limitConsumptionByUnit: 900,
      amount: null,
      accountNumber: null,
      ownership: null,
      categoryId: 1,
    });
    const water = bills.find((b) => b.name === 'Home Water')!;
    expect(water).toMatchObject({
      billingNo: '2004567',
      accountNumber: '2004567',
      ownership: 'OWNER',
      categoryId: 2,
      biller: { id: 21 },
      service: { id: 211 },
    });
    const recharge = bills.find((b) => b.name === 'My Mobile')!;
    expect(recharge).toMatchObject({
      serviceType: 'PrePaid',
      serviceCategory: { id: 3131, name: 'Recharge', arabicName: 'شحن رصيد' },
      billingNo: '90000001',
    });
  });

  it("answers the company's own bills, and nothing for a customer who has none", async () => {
    const bills = await billsOf(t.app, company.sid, company.id);
    expect(bills.map((b) => b.name)).toEqual(['Office Power', 'Warehouse', 'Office Water', 'Office Internet']);
    expect(await billsOf(t.app, other.sid, other.id)).toEqual([]);
  });

  it("refuses another customer's id (401) and answers -77 without a session", async () => {
    expectResult(await listBills(t.app, other.sid, individual.id), 401);
    expectResult(await listBills(t.app, company.sid, individual.id), 401);
    expectResult(await call(t.app, calls.getAllRegisteredBills, { deviceInfo, customerInfo: { customerID: individual.id } }), -77);
    expectResult(await call(t.app, 'RegistredBills/GetAllRegistredBills', { deviceInfo }, individual.sid), 901);
  });
});
