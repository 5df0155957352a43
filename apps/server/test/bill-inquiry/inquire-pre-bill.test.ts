import { describe, expect, it } from 'vitest';
import { calls, GetBillersDetailsSchema } from '@portal/contract';
import { findInquiry } from '../../src/modules/bill-inquiry/repository.ts';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';
import { inquireOk, preBill, SEEDED } from './inquiry-bodies.ts';

const t = useTestApp();
const inquire = (...args: Parameters<typeof preBill>) => call(t.app, calls.inquirePreBill, preBill(...args));
const moreThanZero = { en: 'The amount must be valid and more than zero', ar: 'يجب أن يكون المبلغ صحيحاً وأكبر من صفر' };
const recharge = (fields: Parameters<typeof preBill>[1]) =>
  inquire(SEEDED.omantelRecharge, { billingNo: '91234567', serviceCategory: SEEDED.omantelRecharge.recharge, ...fields });

describe('RegistredBills/InquirePreBill', () => {
  it('answers a recharge: due is the amount asked, no fee, the subscriber named', async () => {
    const bill = await inquireOk(
      t.app,
      preBill(SEEDED.omantelRecharge, { billingNo: '91234567', serviceCategory: SEEDED.omantelRecharge.data, amount: 5.5 }),
    );
    expect(bill).toMatchObject({ billingNo: '91234567', dueAmount: 5.5, feeAmount: 0, vatAmount: 0, taxAmount: 0, allowPartial: false });
    expect(bill.customerName).not.toBe('');
    expect(bill.customerNameAr).not.toBe('');
    expect(await findInquiry(t.db, bill.validationCode)).toMatchObject({
      service_type: 'PrePaid',
      service_category_id: 3132,
      due_baisa: 5500,
    });
  });

  it('requires a service category when the service has categories, and one of its own', async () => {
    expectResult(await recharge({ serviceCategory: null, amount: 5 }), 901, {
      en: 'Please choose the service category',
      ar: 'يرجى اختيار فئة الخدمة',
    });
    expectResult(await recharge({ serviceCategory: SEEDED.ooredooRecharge.recharge, amount: 5 }), 901, {
      en: 'The service category is not valid for this service',
      ar: 'فئة الخدمة غير صحيحة لهذه الخدمة',
    });
  });

  it('requires an amount above zero', async () => {
    expectResult(await recharge({ amount: null }), 901, moreThanZero);
    expectResult(await recharge({ amount: 0 }), 901, moreThanZero);
    expectResult(await recharge({}), 901, moreThanZero);
  });

  it('refuses a negative amount, more than 5 integer digits or more than 3 decimals (901)', async () => {
    for (const amount of [-1, 100000, 1.2345]) expectResult(await recharge({ amount }), 901);
  });

  it("refuses more decimals than the service's allowedDecimals, naming the format", async () => {
    await t.db.query('UPDATE biller_services SET allowed_decimals = 0 WHERE id = $1', [SEEDED.waterTanker.serviceID]);
    const answer = await inquire(SEEDED.waterTanker, { billingNo: '123456', amount: 12.5 });
    expectResult(answer, 901);
    expect(answer.result.errorEDesc).toContain('00000');
    expect((await inquireOk(t.app, preBill(SEEDED.waterTanker, { billingNo: '123456', amount: 12 }))).allowedDecimals).toBe(0);
  });

  it("answers 901 with the biller's message above its 500.000 limit", async () => {
    expectResult(await recharge({ amount: 600 }), 901, {
      en: 'The amount is above the biller limit of 500.000 OMR',
      ar: 'المبلغ أعلى من الحد المسموح لدى الجهة المفوترة وهو 500.000 ر.ع',
    });
  });

  it('requires the reference when the service does, with its label', async () => {
    expectResult(await recharge({ billingNo: null, amount: 5 }), 901, {
      en: 'Mobile Number: this field is required',
      ar: 'رقم الهاتف: هذا الحقل مطلوب',
    });
    expectResult(await recharge({ billingNo: '81234567', amount: 5 }), 901, {
      en: 'Enter a valid Mobile Number',
      ar: 'يرجى إدخال رقم الهاتف بشكل صحيح',
    });
  });

  it('prices a gift card from its denomination, whatever amount the client sends', async () => {
    const answer = await call(t.app, calls.getBillers, { deviceInfo, categoryInfo: { categoryId: 7 } });
    const denomination = GetBillersDetailsSchema.parse(answer.details).billers[0]!.billerServices[0]!.serviceCategories[1]!;
    expect(denomination.id).toBe(SEEDED.playStation.usd25);
    const bill = await inquireOk(t.app, preBill(SEEDED.playStation, { serviceCategory: denomination.id, amount: 1 }));
    expect(bill).toMatchObject({ dueAmount: denomination.price, feeAmount: 0, billingNo: '', customerName: '' });
    expect(await findInquiry(t.db, bill.validationCode)).toMatchObject({ service_category_id: denomination.id, due_baisa: 9650 });
  });

  it('sells insurance without a reference, with a fee and VAT rounded to the baisa', async () => {
    const bill = await inquireOk(t.app, preBill(SEEDED.insurance, { billingNo: '', amount: 85 }));
    expect(bill).toMatchObject({ dueAmount: 85, feeAmount: 0.25, vatAmount: 0.013, billingNo: '' });
  });

  it('serves External services and uppercases their reference', async () => {
    const bill = await inquireOk(t.app, preBill(SEEDED.housingLoan, { billingNo: 'hl123456', amount: 120.75 }));
    expect(bill).toMatchObject({ billingNo: 'HL123456', dueAmount: 120.75 });
  });

  it('answers 404 and 503 for the documented references', async () => {
    expectResult(await recharge({ billingNo: '91111112', amount: 5 }), 404, { en: 'Bill not found', ar: 'لم يتم العثور على الفاتورة' });
    expectResult(await recharge({ billingNo: '92222223', amount: 5 }), 503);
  });

  it('answers 901 for a postpaid service and 404 for a service of another biller', async () => {
    expectResult(await inquire(SEEDED.electricity, { billingNo: '1234567', amount: 5 }), 901, {
      en: 'This service is not a prepaid service',
      ar: 'هذه الخدمة ليست خدمة مسبقة الدفع',
    });
    expectResult(await inquire({ billerID: 32, serviceID: 313 }, { billingNo: '91234567', serviceCategory: 3131, amount: 5 }), 404);
  });
});
