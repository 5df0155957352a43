import { beforeAll, describe, expect, it } from 'vitest';
import { calls, CustomerProfileDataSchema, InquiryResultSchema, type RegisteredBill } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { billsOf, deleteBill, savedBill } from './bill-fixtures.ts';

const t = useTestApp();
let me: { sid: string; id: number };

const outstanding = async (who = me) => {
  const answer = await call(
    t.app,
    calls.getCustomerProfileData,
    { deviceInfo, customerProfileInfo: { custId: who.id, mobileNumber: null } },
    who.sid,
  );
  expectResult(answer, 0);
  return CustomerProfileDataSchema.parse(answer.details).outstandingBalance;
};

async function dueOf(bill: Pick<RegisteredBill, 'billingNo' | 'biller' | 'service'>): Promise<number> {
  const answer = await call(t.app, calls.inquirePostBill, {
    deviceInfo,
    postPaidBill: { billingNo: bill.billingNo, billerID: bill.biller.id, serviceID: bill.service.id },
  });
  expectResult(answer, 0);
  return Math.round(InquiryResultSchema.parse(answer.details).dueAmount * 1000);
}

beforeAll(async () => {
  const d = await loginIndividualDetails(t.app);
  me = { sid: d.authenticationInfo.sessionID, id: d.customerInfo.customerID };
});

describe('RegistredBills/GetCustomerProfileData: outstandingBalance', () => {
  it("is the sum of what the biller says each of the customer's registered postpaid bills owes now", async () => {
    const postpaid = (await billsOf(t.app, me.sid, me.id)).filter((b) => b.serviceType === 'PostPaid');
    expect(postpaid.length).toBeGreaterThanOrEqual(4);
    let expected = 0;
    for (const b of postpaid) expected += Math.max(0, await dueOf(b));
    expect(expected).toBeGreaterThan(0);
    expect(Math.round((await outstanding()) * 1000)).toBe(expected);
  });

  it('grows with a new bill, not with a bill owing nothing or one the biller cannot find, and shrinks when one is deleted', async () => {
    const before = Math.round((await outstanding()) * 1000);
    const owing = await savedBill(t.app, me.sid, { billingNo: '701234567', name: 'New flat' });
    await savedBill(t.app, me.sid, { billingNo: '555555123', name: 'Nothing due' });
    await savedBill(t.app, me.sid, { billingNo: '000000123', name: 'Unknown' });
    const due = await dueOf(owing);
    expect(Math.round((await outstanding()) * 1000)).toBe(before + due);
    expectResult(await deleteBill(t.app, me.sid, owing.id), 0);
    expect(Math.round((await outstanding()) * 1000)).toBe(before);
  });

  it('is 0 for a customer with no registered bills', async () => {
    const d = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
    expect(await outstanding({ sid: d.authenticationInfo.sessionID, id: d.customerInfo.customerID })).toBe(0);
  });
});
