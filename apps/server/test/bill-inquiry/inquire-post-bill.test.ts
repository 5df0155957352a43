import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { findInquiry } from '../../src/modules/bill-inquiry/repository.ts';
import { call, expectResult } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';
import { inquireOk, postBill, SEEDED } from './inquiry-bodies.ts';

const t = useTestApp();
const inquire = (ids: { billerID: number; serviceID: number }, billingNo: string) =>
  call(t.app, calls.inquirePostBill, postBill(ids, billingNo));

describe('RegistredBills/InquirePostBill', () => {
  it('answers a bill for a well-formed account: amounts in OMR, fee with 5% VAT, bilingual name, a validation code', async () => {
    const bill = await inquireOk(t.app, postBill(SEEDED.electricity, '1234567'));
    expect(bill.billingNo).toBe('1234567');
    expect(bill.dueAmount).toBeGreaterThanOrEqual(4);
    expect(bill.dueAmount).toBeLessThanOrEqual(95);
    expect(bill).toMatchObject({
      feeAmount: 0.1,
      vatAmount: 0.005,
      taxAmount: 0,
      allowPartial: false,
      minAmount: 0,
      maxAmount: 0,
      allowedDecimals: 3,
    });
    expect(bill.customerName).toMatch(/^[A-Za-z ]+$/);
    expect(bill.customerNameAr).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(bill.ccbAccount).toMatch(/^\d{10}$/);
    expect(bill.billNo).toMatch(/^\d{12}$/);
    expect(bill.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bill.validationCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is deterministic: the same reference gives the same bill, each inquiry a new validation code', async () => {
    const first = await inquireOk(t.app, postBill(SEEDED.water, '20231234'));
    const again = await inquireOk(t.app, postBill(SEEDED.water, '20231234'));
    const { validationCode: a, ...firstBill } = first;
    const { validationCode: b, ...againBill } = again;
    expect(againBill).toEqual(firstBill);
    expect(b).not.toBe(a);
    const others = await Promise.all(['20231235', '20231236', '20231237'].map((n) => inquireOk(t.app, postBill(SEEDED.water, n))));
    expect(new Set([first, ...others].map((x) => x.dueAmount)).size).toBeGreaterThan(1);
  });

  it('reads Arabic-Indic digits and uppercases the reference', async () => {
    const latin = await inquireOk(t.app, postBill(SEEDED.electricity, '1234567'));
    const arabic = await inquireOk(t.app, postBill(SEEDED.electricity, '١٢٣٤٥٦٧'));
    expect(arabic).toMatchObject({ billingNo: '1234567', dueAmount: latin.dueAmount, customerName: latin.customerName });
    expect((await inquireOk(t.app, postBill(SEEDED.landFees, 'ab12cd'))).billingNo).toBe('AB12CD');
  });

  it('answers 901 "enter valid <label>" when the reference does not match the service pattern', async () => {
    expectResult(await inquire(SEEDED.electricity, 'ABC1234'), 901, {
      en: 'Enter a valid Account Number',
      ar: 'يرجى إدخال رقم الحساب بشكل صحيح',
    });
    expectResult(await inquire(SEEDED.electricity, '12345'), 901, {
      en: 'Enter a valid Account Number',
      ar: 'يرجى إدخال رقم الحساب بشكل صحيح',
    });
    expectResult(await inquire(SEEDED.omantelMobile, '71234567'), 901, {
      en: 'Enter a valid Mobile Number',
      ar: 'يرجى إدخال رقم الهاتف بشكل صحيح',
    });
  });

  it('uses the default pattern, 3 to 30 letters or digits, when the service has none', async () => {
    for (const bad of ['AB', 'AB-123', 'A'.repeat(29) + '!']) {
      expectResult(await inquire(SEEDED.landFees, bad), 901, { en: 'Enter a valid File Number', ar: 'يرجى إدخال رقم الملف بشكل صحيح' });
    }
    await inquireOk(t.app, postBill(SEEDED.landFees, 'ABC'));
    await inquireOk(t.app, postBill(SEEDED.landFees, 'A'.repeat(30)));
  });

  it('answers 901 for an empty reference', async () => {
    expectResult(await inquire(SEEDED.electricity, ''), 901);
  });

  it('answers 404 "Bill not found" for the documented not-found references', async () => {
    const notFound = { en: 'Bill not found', ar: 'لم يتم العثور على الفاتورة' };
    expectResult(await inquire(SEEDED.electricity, '000000123'), 404, notFound);
    expectResult(await inquire(SEEDED.electricity, '111111987'), 404, notFound);
    expectResult(await inquire(SEEDED.omantelMobile, '91111111'), 404, notFound);
    expectResult(await inquire(SEEDED.landFees, 'NOTFOUND1'), 404, notFound);
  });

  it('answers 503 when the biller is unavailable', async () => {
    const unavailable = { en: 'The biller is not available now, try later', ar: 'الجهة المفوترة غير متاحة حالياً، يرجى المحاولة لاحقاً' };
    expectResult(await inquire(SEEDED.electricity, '222222001'), 503, unavailable);
    expectResult(await inquire(SEEDED.landFees, 'unavail7'), 503, unavailable);
  });

  it('allows a partial payment from 1.000 up to the due for the documented partial references', async () => {
    const bill = await inquireOk(t.app, postBill(SEEDED.electricity, '333333001'));
    expect(bill).toMatchObject({ allowPartial: true, minAmount: 1, maxAmount: bill.dueAmount });
    expect(bill.dueAmount).toBeGreaterThan(1);
  });

  it('answers a bill with nothing due, and no charges, for the documented zero references', async () => {
    const bill = await inquireOk(t.app, postBill(SEEDED.omantelMobile, '95555555'));
    expect(bill).toMatchObject({ dueAmount: 0, feeAmount: 0, vatAmount: 0, taxAmount: 0, debtRecovered: 0 });
  });

  it('charges a traffic fine no fee but the government tax', async () => {
    expect(await inquireOk(t.app, postBill(SEEDED.trafficFines, '12345678'))).toMatchObject({ feeAmount: 0, vatAmount: 0, taxAmount: 0.5 });
  });

  it('answers 404 when the biller or the service is unknown, or the service belongs to another biller', async () => {
    expectResult(await inquire({ billerID: 999, serviceID: 111 }, '1234567'), 404, {
      en: 'Biller not found',
      ar: 'لم يتم العثور على الجهة المفوترة',
    });
    const serviceNotFound = { en: 'Service not found for this biller', ar: 'لم يتم العثور على الخدمة لدى هذه الجهة المفوترة' };
    expectResult(await inquire({ billerID: 11, serviceID: 9999 }, '1234567'), 404, serviceNotFound);
    expectResult(await inquire({ billerID: 11, serviceID: 211 }, '1234567'), 404, serviceNotFound);
  });

  it('answers 901 for a prepaid service: PostBill serves postpaid bills only', async () => {
    expectResult(await inquire({ billerID: 31, serviceID: 313 }, '91234567'), 901, {
      en: 'This service is not a postpaid bill',
      ar: 'هذه الخدمة ليست فاتورة آجلة الدفع',
    });
  });

  it('stores the inquiry: findInquiry gives its amounts in baisa until it expires', async () => {
    const bill = await inquireOk(t.app, postBill(SEEDED.electricity, '7654321'));
    const row = await findInquiry(t.db, bill.validationCode);
    expect(row).toMatchObject({
      biller_id: 11,
      service_id: 111,
      service_type: 'PostPaid',
      billing_no: '7654321',
      bill_no: bill.billNo,
      due_baisa: Math.round(bill.dueAmount * 1000),
      fee_baisa: 100,
      vat_baisa: 5,
      tax_baisa: 0,
      allow_partial: false,
      customer_name: bill.customerName,
      customer_name_ar: bill.customerNameAr,
    });
    const minutes = (row!.expires_at.getTime() - row!.created_at.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 3);
    expect(await findInquiry(t.db, 'no-such-code')).toBeUndefined();
    await t.db.query(`UPDATE bill_inquiries SET expires_at = now() - interval '1 second' WHERE id = $1`, [bill.validationCode]);
    expect(await findInquiry(t.db, bill.validationCode)).toBeUndefined();
  });
});
