import { beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { billInfo, billsOf, CATALOG, deleteBill, expectRefused, reference, saveBill, savedBill } from './bill-fixtures.ts';

const t = useTestApp();
let me: { sid: string; id: number };
let other: { sid: string; id: number };

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  const b = await loginIndividualDetails(t.app);
  me = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  other = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
});

describe('RegistredBills/SaveRegistredBill: saving', () => {
  it('saves a postpaid electricity bill (mode I) and lists it; the answer carries the stored bill', async () => {
    const billingNo = reference();
    const bill = await savedBill(t.app, me.sid, {
      billingNo,
      name: 'Beach House',
      LimitConsumption: '120',
      LimitConsumptionByUnit: 4500,
      customerId: me.id,
    });
    expect(bill).toMatchObject({
      billingNo,
      name: 'Beach House',
      serviceType: 'PostPaid',
      serviceCategory: null,
      limitConsumption: 120,
      limitConsumptionByUnit: 4500,
      categoryId: 1,
    });
    expect((await billsOf(t.app, me.sid, me.id)).map((b) => b.id)).toContain(bill.id);
  });

  it('saves a prepaid bill with its service category', async () => {
    const bill = await savedBill(t.app, me.sid, {
      ...CATALOG.omantelRecharge,
      billingNo: '92345678',
      serviceCategory: '3132',
      name: 'Kids SIM',
    });
    expect(bill).toMatchObject({ serviceType: 'PrePaid', serviceCategory: { id: 3132, name: 'Data' }, billingNo: '92345678' });
  });

  it('saves a water bill: the account number is the reference, with its ownership (Iam)', async () => {
    const bill = await savedBill(t.app, me.sid, {
      ...CATALOG.water,
      billingNo: '',
      accountNumber: '٧٦٥٤٣٢١',
      Ownership: 'tenant',
      name: 'Villa Water',
    });
    expect(bill).toMatchObject({ billingNo: '7654321', accountNumber: '7654321', ownership: 'TENANT', categoryId: 2 });
  });

  it('upper-cases the reference, turns Arabic-Indic digits Latin, and keeps the notification choices', async () => {
    const bill = await savedBill(t.app, me.sid, {
      ...CATALOG.landFees,
      billingNo: 'ab١٢cd',
      name: 'Plot ٣',
      DueNotificationMethod: 'Email',
      AlertNotificationMethod: 'SMS',
    });
    expect(bill).toMatchObject({ billingNo: 'AB12CD', name: 'Plot 3', dueNotificationMethod: 'Email', alertNotificationMethod: 'SMS' });
  });

  it('refuses the same bill twice with 409, whatever the case of the reference; after a delete it can be saved again', async () => {
    const first = await savedBill(t.app, me.sid, { ...CATALOG.landFees, billingNo: 'dup123', name: 'First' });
    const again = await saveBill(t.app, me.sid, { ...CATALOG.landFees, billingNo: 'DUP123', name: 'Second' });
    expectResult(again, 409, { en: 'This bill is already registered', ar: 'هذه الفاتورة مسجلة بالفعل' });
    // Another customer may register the same bill for themselves.
    await savedBill(t.app, other.sid, { ...CATALOG.landFees, billingNo: 'DUP123', name: 'Theirs' });
    expectResult(await deleteBill(t.app, me.sid, first.id), 0);
    await savedBill(t.app, me.sid, { ...CATALOG.landFees, billingNo: 'DUP123', name: 'Back' });
  });

  it('two saves of one bill at once store it once', async () => {
    const billingNo = reference();
    const answers = await Promise.all([1, 2, 3].map(() => saveBill(t.app, me.sid, { billingNo, name: 'Race' })));
    expect(answers.map((a) => a.result.errorCode).sort()).toEqual([0, 409, 409]);
    expect((await billsOf(t.app, me.sid, me.id)).filter((b) => b.billingNo === billingNo)).toHaveLength(1);
  });

  it("refuses another customer's id in the body (401) and answers -77 without a session", async () => {
    expectResult(await saveBill(t.app, me.sid, {}, other.id), 401);
    expectResult(await saveBill(t.app, me.sid, { customerId: other.id }), 401);
    expectResult(await call(t.app, calls.saveRegisteredBill, { deviceInfo, billInfo: billInfo() }), -77);
  });
});

describe('RegistredBills/SaveRegistredBill: the bill form rules (spec 01 §5)', () => {
  const refuse = async (info: Parameters<typeof billInfo>[0], en: string, code = 901) =>
    expectRefused(await saveBill(t.app, me.sid, info), code, en);

  it('nickname: required, at most 15, letters, digits and some symbols', async () => {
    await refuse({ name: '  ' }, 'Nickname: This field is required');
    await refuse({ name: 'A'.repeat(16) }, 'Nickname: This field must be 15 letters or less');
    await refuse({ name: 'Home<script>' }, "Nickname: letters, digits, spaces and . , ' & ( ) - _ / # @ only");
    await savedBill(t.app, me.sid, { name: 'بيت الجبل #2' });
    await savedBill(t.app, me.sid, { name: 'A'.repeat(15) });
  });

  it('every dropdown is required, and each must belong to the one before it', async () => {
    await refuse({ billerCategoryId: 0 }, 'Category: This field is required');
    await refuse({ billerId: 0 }, 'Biller: This field is required');
    await refuse({ serviceId: 0 }, 'Service: This field is required');
    await refuse({ billerCategoryId: 2 }, 'The biller does not belong to this category');
    await refuse({ billerId: 999 }, 'The biller does not belong to this category');
    await refuse({ serviceId: 211 }, 'The service does not belong to this biller');
  });

  it('only PostPaid and PrePaid services; a prepaid service without categories cannot be saved', async () => {
    await refuse({ ...CATALOG.housingLoan, billingNo: 'AB123456' }, 'Only postpaid and prepaid bills can be saved');
    await refuse(
      { ...CATALOG.prepaidMeter, billingNo: '12345678' },
      "Cannot save this bill because this is PrePaid and doesn't have any Categories",
    );
  });

  it('service category: required when the service has some, and one of them', async () => {
    await refuse({ ...CATALOG.omantelRecharge, billingNo: '93456789', serviceCategory: '' }, 'Service category: This field is required');
    await refuse(
      { ...CATALOG.omantelRecharge, billingNo: '93456789', serviceCategory: 3221 },
      'The service category is not valid for this service',
    );
    await refuse(
      { ...CATALOG.omantelRecharge, billingNo: '93456789', serviceCategory: 'x' },
      'The service category is not valid for this service',
    );
    // A postpaid bill carries no category whatever the client sends (spec 01 §3).
    expect((await savedBill(t.app, me.sid, { serviceCategory: 3131 })).serviceCategory).toBeNull();
  });

  it("reference: required when the service demands it, at most 15, the service's pattern", async () => {
    await refuse({ billingNo: '' }, 'Account Number: this field is required');
    await refuse({ billingNo: '1234567890123456' }, 'Account Number: This field must be 15 characters or less');
    await refuse({ billingNo: '12AB5' }, 'Enter a valid Account Number');
    await refuse({ ...CATALOG.omantelPostpaid, billingNo: '81234567' }, 'Enter a valid Mobile Number');
  });

  it('water: account number required, digits, at most 10; ownership required and from the Iam lookup', async () => {
    await refuse({ ...CATALOG.water, billingNo: '', accountNumber: '' }, 'Account number: This field is required');
    await refuse(
      { ...CATALOG.water, accountNumber: '12345678901', Ownership: 'OWNER' },
      'Account number: This field must be 10 digits or less',
    );
    await refuse({ ...CATALOG.water, accountNumber: '12A456', Ownership: 'OWNER' }, 'Account number: This field must be 10 digits or less');
    await refuse({ ...CATALOG.water, accountNumber: '1234567' }, 'Ownership: This field is required');
    await refuse({ ...CATALOG.water, accountNumber: '1234567', Ownership: 'LANDLORD' }, 'Ownership: choose Owner or Tenant');
    // The account number must still be a reference the biller accepts (6 to 12 digits).
    await refuse({ ...CATALOG.water, billingNo: '', accountNumber: '12345', Ownership: 'OWNER' }, 'Enter a valid Account Number');
  });

  it('limits: optional, digits only, at most 9', async () => {
    await refuse({ LimitConsumption: '12.5' }, 'Consumption limit: digits only, at most 9');
    await refuse({ LimitConsumptionByUnit: '1234567890' }, 'Consumption limit: digits only, at most 9');
    await refuse({ LimitConsumption: -5 }, 'Consumption limit: digits only, at most 9');
    expect(await savedBill(t.app, me.sid, { LimitConsumption: '', LimitConsumptionByUnit: null })).toMatchObject({
      limitConsumption: null,
      limitConsumptionByUnit: null,
    });
    expect(await savedBill(t.app, me.sid, { LimitConsumption: '999999999' })).toMatchObject({ limitConsumption: 999999999 });
  });

  it('notifications: SMS by default; Email only for a customer with an email address', async () => {
    expect(await savedBill(t.app, me.sid, { DueNotificationMethod: null, AlertNotificationMethod: undefined })).toMatchObject({
      dueNotificationMethod: 'SMS',
      alertNotificationMethod: 'SMS',
    });
    await t.db.query('UPDATE customers SET email = NULL WHERE id = $1', [me.id]);
    await refuse({ AlertNotificationMethod: 'Email' }, 'Add an email address to your profile to be notified by email');
    await t.db.query("UPDATE customers SET email = 'fatma.balushi@example.om' WHERE id = $1", [me.id]);
    expect(await savedBill(t.app, me.sid, { AlertNotificationMethod: 'Email' })).toMatchObject({ alertNotificationMethod: 'Email' });
  });

  it('refuses a body of the wrong shape with 901', async () => {
    expectResult(
      await call(
        t.app,
        'RegistredBills/SaveRegistredBill',
        { deviceInfo, billInfo: { ...billInfo(), DueNotificationMethod: 'Fax' } },
        me.sid,
      ),
      901,
    );
    expectResult(
      await call(t.app, 'RegistredBills/SaveRegistredBill', { deviceInfo, billInfo: { ...billInfo(), billerId: '11' } }, me.sid),
      901,
    );
  });
});
