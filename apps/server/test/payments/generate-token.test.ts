import { describe, expect, it } from 'vitest';
import { calls, invalidMobileText, type PaymentLine } from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, outbox } from '../support/api.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { account, billLine, inquire, lineOf, totalBaisa, WALLET } from './payment-fixtures.ts';

const t = usePaymentApp();
const generateToken = (line: PaymentLine, mobileNumber: string = WALLET.funded) =>
  call(t.app, calls.generateToken, { deviceInfo, token: { mobileNumber }, paymentInfo: line });

const expired = {
  en: 'This bill inquiry has expired. Please inquire the bill again',
  ar: 'انتهت صلاحية الاستعلام عن هذه الفاتورة. يرجى الاستعلام مرة أخرى',
};
const moreThanZero = { en: 'The amount must be a valid number more than zero', ar: 'يجب أن يكون المبلغ رقماً صحيحاً أكبر من صفر' };
const inFull = { en: 'This bill must be paid in full', ar: 'يجب دفع هذه الفاتورة بالكامل' };

describe('RegistredBills/GenerateToken', () => {
  it('texts a code for the bill total to the wallet mobile and answers -2 with the challenge', async () => {
    const { bill, line } = await billLine(t.app);
    const challenge = challengeOf(await generateToken(line));
    expect(challenge.utr.length).toBeGreaterThanOrEqual(20);
    expect(challenge.otp).toEqual({ length: t.config.OTP_LENGTH, timer: t.config.OTP_TIMER_SECONDS, validFor: t.config.OTP_TTL_SECONDS });
    const [sms] = await outbox(t.app, WALLET.funded);
    expect(sms!.code).toMatch(new RegExp(`^\\d{${t.config.OTP_LENGTH}}$`));
    expect(sms!.text).toContain(`OMR ${(totalBaisa(bill) / 1000).toFixed(3)}`);
  });

  it('answers 901 for a mobile that is not an Omani mobile (8 digits from 7 or 9, with or without 968)', async () => {
    const { line } = await billLine(t.app);
    const badMobile = {
      en: `Missing or invalid data: ${invalidMobileText.en}`,
      ar: `بيانات مفقودة أو غير صحيحة: ${invalidMobileText.ar}`,
    };
    for (const mobile of ['80000001', '9689000', '97190000001', '96890000001x', '96890000001234'])
      expectResult(await generateToken(line, mobile), 901, badMobile);
  });

  it('reads a mobile as people write it: the code goes to 968 and the 8 digits (issue 35)', async () => {
    const { line } = await billLine(t.app);
    for (const mobile of ['+968 9000 0001', '00968-9000-0001', '(9000) 0001', '+٩٦٨ ٩٠٠٠ ٠٠٠١'])
      expectResult(await generateToken(line, mobile), -2);
  });

  it('answers 404 when no wallet is registered for the mobile, and texts nothing', async () => {
    const { line } = await billLine(t.app);
    expectResult(await generateToken(line, WALLET.none), 404, {
      en: 'No wallet is registered for this mobile number',
      ar: 'لا توجد محفظة مسجلة لرقم الهاتف هذا',
    });
    expect(await outbox(t.app, WALLET.none)).toEqual([]);
  });

  it('answers 901 "inquiry expired" for an unknown or expired validation code, or one for another bill', async () => {
    const { line } = await billLine(t.app);
    expectResult(await generateToken({ ...line, ValidationCode: 'not-a-stored-inquiry' }), 901, expired);
    expectResult(await generateToken({ ...line, billingNo: account() }), 901, expired);
    expectResult(await generateToken({ ...line, serviceID: 211, billerID: 21 }), 901, expired);
    await t.db.query("UPDATE bill_inquiries SET expires_at = now() - interval '1 second' WHERE id = $1", [line.ValidationCode]);
    expectResult(await generateToken(line), 901, expired);
  });

  it('takes the full due only, for a bill that does not allow partial payment', async () => {
    const { bill, line } = await billLine(t.app);
    expect(bill.allowPartial).toBe(false);
    expectResult(await generateToken({ ...line, PaidAmount: bill.dueAmount - 1 }), 901, inFull);
    expectResult(await generateToken({ ...line, PaidAmount: bill.dueAmount + 1 }), 901, inFull);
    expectResult(await generateToken(line), -2);
  });

  it('takes a partial amount within the range, and names the range otherwise', async () => {
    const bill = await inquire(t.app, account('333333'));
    expect(bill).toMatchObject({ allowPartial: true, minAmount: 1 });
    const range = {
      en: `Amount not in range: the range is from 1.000 to ${bill.dueAmount.toFixed(3)}`,
      ar: `المبلغ خارج النطاق المسموح: من 1.000 إلى ${bill.dueAmount.toFixed(3)}`,
    };
    expectResult(await generateToken(lineOf(bill, 0.999)), 901, range);
    expectResult(await generateToken(lineOf(bill, bill.dueAmount + 0.001)), 901, range);
    expectResult(await generateToken(lineOf(bill, 1)), -2);
    expectResult(await generateToken(lineOf(bill, bill.dueAmount)), -2);
    expectResult(await generateToken(lineOf(bill, 0)), 901, moreThanZero);
  });

  it('refuses a bill with nothing due', async () => {
    const bill = await inquire(t.app, account('555555'));
    expect(bill.dueAmount).toBe(0);
    expectResult(await generateToken(lineOf(bill, 0)), 901, {
      en: 'Nothing is due on this bill',
      ar: 'لا يوجد مبلغ مستحق على هذه الفاتورة',
    });
  });

  it('refuses amounts the wire format does not allow (more than 3 decimals, negative) with 901', async () => {
    const { line } = await billLine(t.app);
    expectResult(await generateToken({ ...line, PaidAmount: 1.2345 }), 901);
    expectResult(await generateToken({ ...line, PaidAmount: -1 }), 901);
  });
});
