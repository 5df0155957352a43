import { beforeAll, describe, expect, it } from 'vitest';
import { BulkInquiryOkItemSchema, calls } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { account } from '../payments/payment-fixtures.ts';
import { billsOf } from '../registered-bills/bill-fixtures.ts';
import { bulkInquire, bulkInquirePre, inquired, itemsOf, postItem, RECHARGE, WATER } from './bulk-fixtures.ts';

const t = useTestApp();
let me: { sid: string; id: number };
let stranger: { sid: string; id: number };
const tooMany = { en: 'You are not allowed to inquire more than three bills', ar: 'غير مسموح لك بالاستعلام عن أكثر من ثلاث فواتير' };

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app);
  const b = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  me = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  stranger = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
});

describe('RegistredBills/BulkInquirePostPaid', () => {
  it('answers each bill with its inquiry, its own validation code and paid amount defaulting to the due', async () => {
    const items = await inquired(t.app, me.sid, [postItem(account()), postItem(account('555555')), postItem('2004999', WATER)]);
    expect(items).toHaveLength(3);
    expect(new Set(items.map((i) => i.validationCode)).size).toBe(3);
    for (const item of items) {
      expect(item).toMatchObject({
        errorCode: 0,
        errorEDesc: 'Success',
        paidAmount: item.dueAmount,
        registeredBillId: null,
        serviceCategory: null,
      });
      expect(item.customerName).toMatch(/\w/);
    }
    expect(items[1]).toMatchObject({ dueAmount: 0, paidAmount: 0 });
    expect(items[2]).toMatchObject({ billerID: 21, serviceID: 211, billingNo: '2004999' });
  });

  it('inquires registered bills by id, as stored, whatever the body says', async () => {
    const bills = (await billsOf(t.app, me.sid, me.id)).filter((b) => b.serviceType === 'PostPaid').slice(0, 3);
    const items = await inquired(
      t.app,
      me.sid,
      bills.map((b) => ({ ...postItem('999999999'), registeredBillId: b.id })),
    );
    expect(items.map((i) => [i.registeredBillId, i.billingNo, i.billerID, i.serviceID])).toEqual(
      bills.map((b) => [b.id, b.billingNo, b.biller.id, b.service.id]),
    );
  });

  it('one bill not found, one biller down: the others are answered all the same', async () => {
    const items = itemsOf(await bulkInquire(t.app, me.sid, [postItem(account()), postItem('000000123'), postItem('222222123')]));
    expect(items.map((i) => i.errorCode)).toEqual([0, 404, 503]);
    expect(items[1]).toMatchObject({ billingNo: '000000123', errorEDesc: 'Bill not found', errorADesc: 'لم يتم العثور على الفاتورة' });
    expect(items[2]).toMatchObject({ errorEDesc: 'The biller is not available now, try later' });
    expect(BulkInquiryOkItemSchema.parse(items[0]).validationCode).toMatch(/\S{16,}/);
  });

  it("a bad reference or another customer's registered bill fails that bill only", async () => {
    const theirs = (await billsOf(t.app, me.sid, me.id))[0]!;
    const items = itemsOf(
      await bulkInquire(t.app, stranger.sid, [
        postItem('12AB'),
        { ...postItem(account()), registeredBillId: theirs.id },
        postItem(account()),
      ]),
    );
    expect(items.map((i) => i.errorCode)).toEqual([901, 404, 0]);
    expect(items[0]!.errorEDesc).toBe('Enter a valid Account Number');
    expect(items[1]).toMatchObject({ errorEDesc: 'Bill not found', registeredBillId: theirs.id });
  });

  it('refuses more than three bills with the spec message, a prepaid service, and no bills at all', async () => {
    const four = [1, 2, 3, 4].map(() => postItem(account()));
    expectResult(await bulkInquire(t.app, me.sid, four), 901, tooMany);
    const items = itemsOf(await bulkInquire(t.app, me.sid, [postItem('90000001', RECHARGE)]));
    expect(items[0]).toMatchObject({ errorCode: 901, errorEDesc: 'This service is not a postpaid bill' });
    expectResult(await call(t.app, 'RegistredBills/BulkInquirePostPaid', { deviceInfo, postPaidBills: [] }, me.sid), 901);
  });

  it("refuses another customer's id (401), and a visitor (-77)", async () => {
    expectResult(await bulkInquire(t.app, stranger.sid, [postItem(account())], me.id), 401);
    expectResult(await bulkInquire(t.app, undefined, [postItem(account())]), -77);
  });
});

describe('RegistredBills/BulkInquirePrePaid', () => {
  it('answers prepaid bills with the amount asked; a registered prepaid bill by id with its category', async () => {
    const recharge = (await billsOf(t.app, me.sid, me.id)).find((b) => b.name === 'My Mobile')!;
    const items = itemsOf(
      await bulkInquirePre(t.app, me.sid, [
        { billingNo: '', billerID: 1, serviceID: 1, registeredBillId: recharge.id, amount: 5 },
        { billingNo: '92223333', ...RECHARGE, serviceCategory: '3132', amount: 7.5 },
      ]),
    ).map((i) => BulkInquiryOkItemSchema.parse(i));
    expect(items[0]).toMatchObject({
      registeredBillId: recharge.id,
      billingNo: '90000001',
      serviceCategory: 3131,
      dueAmount: 5,
      paidAmount: 5,
    });
    expect(items[1]).toMatchObject({ serviceCategory: 3132, dueAmount: 7.5 });
  });

  it('needs an amount above zero for each bill, and its category', async () => {
    const items = itemsOf(
      await bulkInquirePre(t.app, me.sid, [
        { billingNo: '92223333', ...RECHARGE, serviceCategory: 3131, amount: 0 },
        { billingNo: '92223333', ...RECHARGE, serviceCategory: 3131 },
        { billingNo: '92223333', ...RECHARGE, amount: 3 },
      ]),
    );
    const amount = {
      errorCode: 901,
      errorEDesc: 'Please enter a valid amount more than zero',
      errorADesc: 'يرجى إدخال مبلغ صحيح أكبر من صفر',
    };
    expect(items[0]).toMatchObject(amount);
    expect(items[1]).toMatchObject(amount);
    expect(items[2]).toMatchObject({ errorCode: 901, errorEDesc: 'Please choose the service category' });
  });

  it('refuses more than three bills and a postpaid service', async () => {
    const four = [1, 2, 3, 4].map(() => ({ billingNo: '92223333', ...RECHARGE, serviceCategory: 3131, amount: 1 }));
    expectResult(await bulkInquirePre(t.app, me.sid, four), 901, tooMany);
    const items = itemsOf(await bulkInquirePre(t.app, me.sid, [{ billingNo: account(), billerID: 11, serviceID: 111, amount: 1 }]));
    expect(items[0]).toMatchObject({ errorCode: 901, errorEDesc: 'This service is not a prepaid service' });
    expectResult(
      await call(t.app, calls.bulkInquirePrePaid, { deviceInfo, prePaidBills: [{ billingNo: '92223333', ...RECHARGE, amount: 1 }] }),
      -77,
    );
  });
});
