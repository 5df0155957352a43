import { describe, expect, it } from 'vitest';
import { calls, invalidMobileText } from '@portal/contract';
import { call, deviceInfo, expectResult, outbox } from '../support/api.ts';
import { DEMO, loginIndividual } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  cardNonce,
  completePayment,
  paymentRow,
  postingsOf,
  receiptOf,
  WALLET,
  walletBalance,
  walletCode,
  walletPay,
} from '../payments/payment-fixtures.ts';
import { CINEMA, confirmGiftNonce, inquireGift, NETFLIX, PLAYSTATION, sessionOf, VOUCHER, voucherTexts } from './gift-fixtures.ts';

const logLines: string[] = [];
const t = usePaymentApp({}, { logStream: { write: (line: string) => void logLines.push(line) } });
const VISITOR = { Email: 'buyer@example.om', MobileNo: '96891112222' };

describe('gift cards bought by a visitor on the hosted card page', () => {
  it('charges the denomination price, shows the voucher and the card’s last four digits (not the gateway’s id) on the receipt, and texts the voucher once to the given mobile', async () => {
    const { bill, line } = await inquireGift(t.app, PLAYSTATION, PLAYSTATION.usd25);
    expect(bill.dueAmount).toBe(9.65);
    const answer = await confirmGiftNonce(t, line, await cardNonce(t), VISITOR);
    expectResult(answer, 0);
    const id = sessionOf(answer);
    // The result page asked several times at once (a refresh, a second tab): one posting, one SMS.
    const answers = await Promise.all([1, 2, 3].map(() => completePayment(t.app, id)));
    for (const a of answers) expect(a.details).toEqual(answers[0]!.details);
    const receipt = receiptOf(answers[0]!);
    const row = await paymentRow(t.db, id);
    expect(row).toMatchObject({ kind: 'gift', email: 'buyer@example.om', mobile: VISITOR.MobileNo, customer_id: null, total_baisa: 9650 });
    // The receipt names the card by brand and last four digits, never by the gateway's own payment id.
    expect(receipt).toMatchObject({ status: 'completed', paymentMethod: 'CreditCard', totalAmount: 9.65, paidWith: { last4: '1111' } });
    expect(JSON.stringify(receipt)).not.toContain(row.gateway_payment_id!);
    const voucher = receipt.paymentInfo[0]!.voucherCode!;
    expect(voucher).toMatch(VOUCHER);
    expect(receipt.paymentInfo[0]).toMatchObject({
      paidAmount: 9.65,
      paymentStatus: 'Completed',
      serviceName: 'PlayStation Store $25',
      serviceNameAr: 'متجر بلايستيشن 25 دولار',
    });
    expect((await completePayment(t.app, id)).details).toEqual(answers[0]!.details);
    expect(await postingsOf(t.db, id)).toBe(1);
    // Kept sealed at rest (platform/vault.ts): the payment's own record does not give the voucher away.
    const [stored] = await t.db.query<{ voucher_code: string }>('SELECT voucher_code FROM payment_lines WHERE payment_id = $1', [id]);
    expect(stored!.voucher_code).toMatch(/^v1\./);
    expect(stored!.voucher_code).not.toContain(voucher);

    const texts = await voucherTexts(t.app, VISITOR.MobileNo);
    expect(texts).toHaveLength(1);
    // Bilingual, English first for an English buyer, with the order's reference.
    expect(texts[0]!.text).toContain(voucher);
    expect(texts[0]!.text).toContain(receipt.refrenceNumberInfo.refrenceNumber);
    expect(texts[0]!.text).toContain('Your PlayStation Store $25 voucher code');
    expect(texts[0]!.text).toContain('رمز قسيمة متجر بلايستيشن 25 دولار');
    // The voucher is in the outbox, not in the server's own log lines.
    expect(logLines.filter((l) => l.includes(voucher) && !l.includes('sandbox SMS sent'))).toEqual([]);
  });

  it('texts the voucher once when the reconciler and a late result page complete the same purchase at once', async () => {
    const mobile = '96891114444';
    const { line } = await inquireGift(t.app, PLAYSTATION, PLAYSTATION.usd10);
    const id = sessionOf(await confirmGiftNonce(t, line, await cardNonce(t), { ...VISITOR, MobileNo: mobile }));
    // The buyer never came back from the gateway: the reconciler picks the payment up after 2 minutes.
    await t.db.query(`UPDATE payments SET updated_at = now() - interval '5 minutes' WHERE id = $1`, [id]);
    const [, late] = await Promise.all([t.app.reconciler.runOnce(), completePayment(t.app, id)]);
    expectResult(late, 0);
    expect((await paymentRow(t.db, id)).state).toBe('completed');
    expect(await postingsOf(t.db, id)).toBe(1);
    const voucher = receiptOf(late).paymentInfo[0]!.voucherCode!;
    expect((await voucherTexts(t.app, mobile)).map((m) => m.text.includes(voucher))).toEqual([true]);
  });

  it('needs the e-mail and a mobile of 968 and 8 digits from a visitor; nothing is created without them', async () => {
    const { line } = await inquireGift(t.app, NETFLIX, NETFLIX.usd25);
    expectResult(await confirmGiftNonce(t, line, await cardNonce(t), { MobileNo: VISITOR.MobileNo }), 901, {
      en: 'Missing or invalid data: Enter your e-mail address to buy a gift card',
      ar: 'بيانات مفقودة أو غير صحيحة: أدخل بريدك الإلكتروني لشراء بطاقة الهدايا',
    });
    for (const MobileNo of [null, '9689111222', '968911122223', '81112222', '96896891112222']) {
      const answer = await confirmGiftNonce(t, line, await cardNonce(t), { Email: VISITOR.Email, MobileNo });
      expectResult(answer, 901, {
        en: `Missing or invalid data: ${invalidMobileText.en}`,
        ar: `بيانات مفقودة أو غير صحيحة: ${invalidMobileText.ar}`,
      });
    }
    // Arabic-Indic digits are the same number.
    expectResult(await confirmGiftNonce(t, line, await cardNonce(t), { Email: VISITOR.Email, MobileNo: '٩٦٨٩١١١٢٢٢٣' }), 0);
    const rows = await t.db.query('SELECT p.id FROM payments p JOIN payment_lines l ON l.payment_id = p.id WHERE l.validation_code = $1', [
      line.ValidationCode,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses the wallet and the card-with-code roads to a visitor (national gateway only), before any code is sent', async () => {
    const { line } = await inquireGift(t.app, PLAYSTATION, PLAYSTATION.usd10);
    const before = (await outbox(t.app, WALLET.funded)).length;
    const token = await call(t.app, calls.generateToken, { deviceInfo, token: { mobileNumber: WALLET.funded }, paymentInfo: line });
    expectResult(token, 401);
    expect(token.result.errorEDesc).toMatch(/Visitors buy gift cards with a card/);
    expect(await outbox(t.app, WALLET.funded)).toHaveLength(before);
    const quick = await call(t.app, calls.setQuickPaymentCard, {
      deviceInfo,
      cardInfo: { Nonce: await cardNonce(t) },
      paymentInfo: { ...line, PaymentMethod: 'CreditCard', mobileNumber: VISITOR.MobileNo },
      CustomerInfo: null,
    });
    expectResult(quick, 401);
  });

  it('prices from the denomination: a paid amount other than the price is refused', async () => {
    const { line } = await inquireGift(t.app, PLAYSTATION, PLAYSTATION.usd10);
    expect(line.DueAmount).toBe(3.85);
    const answer = await confirmGiftNonce(t, { ...line, PaidAmount: 0.1, DueAmount: 0.1 }, await cardNonce(t), VISITOR);
    expectResult(answer, 901, { en: 'This bill must be paid in full', ar: 'يجب دفع هذه الفاتورة بالكامل' });
  });
});

describe('gift cards bought by a signed-in customer', () => {
  it('pays from the wallet: voucher on the receipt, exactly one SMS to the profile mobile, also when the payment is asked again', async () => {
    const sessionId = await loginIndividual(t.app);
    const { line } = await inquireGift(t.app, NETFLIX, NETFLIX.usd25);
    const balance = await walletBalance(t.db, WALLET.funded);
    const code = await walletCode(t.app, line, WALLET.funded, sessionId);
    const answer = await walletPay(t.app, line, code, WALLET.funded, sessionId);
    expectResult(answer, 0);
    const receipt = receiptOf(answer);
    expect(receipt).toMatchObject({
      status: 'completed',
      paymentMethod: 'Wallet',
      totalAmount: 9.65,
      paidWith: { last4: WALLET.funded.slice(-4), brand: null },
    });
    expect(receipt.paymentInfo[0]!.voucherCode).toMatch(VOUCHER);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(balance - 9650);
    expect((await paymentRow(t.db, receipt.paymentSessionId)).kind).toBe('gift');

    // The same WalletPay again (a double press) and the result page: no second debit, posting or SMS.
    expect((await walletPay(t.app, line, code, WALLET.funded, sessionId)).details).toEqual(answer.details);
    expect((await completePayment(t.app, receipt.paymentSessionId, sessionId)).details).toEqual(answer.details);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(balance - 9650);
    expect(await postingsOf(t.db, receipt.paymentSessionId)).toBe(1);
    const texts = await voucherTexts(t.app, DEMO.individual.mobile);
    expect(texts.filter((m) => m.text.includes(receipt.paymentInfo[0]!.voucherCode!))).toHaveLength(1);
  });

  it('pays on the hosted card page without giving a mobile: the voucher goes to the mobile on the profile', async () => {
    const sessionId = await loginIndividual(t.app, DEMO.otherIndividual.mobile);
    const { line } = await inquireGift(t.app, PLAYSTATION, PLAYSTATION.usd10);
    const answer = await confirmGiftNonce(t, line, await cardNonce(t), {}, sessionId);
    expectResult(answer, 0);
    const receipt = receiptOf(await completePayment(t.app, sessionOf(answer), sessionId));
    const voucher = receipt.paymentInfo[0]!.voucherCode!;
    expect(voucher).toMatch(VOUCHER);
    expect((await voucherTexts(t.app, DEMO.otherIndividual.mobile)).filter((m) => m.text.includes(voucher))).toHaveLength(1);
    // Another customer cannot read this purchase.
    const stranger = await loginIndividual(t.app);
    expectResult(await completePayment(t.app, receipt.paymentSessionId, stranger), 404);
  });
});

describe('a biller that is not flagged isUSDBiller', () => {
  it('is not a gift card: a cinema voucher is a one-time payment with its code on the receipt and no voucher SMS', async () => {
    const { line } = await inquireGift(t.app, CINEMA, CINEMA.standard);
    const answer = await confirmGiftNonce(t, line, await cardNonce(t), { MobileNo: '96891113333' });
    expectResult(answer, 0);
    const id = sessionOf(answer);
    const receipt = receiptOf(await completePayment(t.app, id));
    expect((await paymentRow(t.db, id)).kind).toBe('one_time');
    expect(receipt.paymentInfo[0]!.voucherCode).toMatch(VOUCHER);
    expect(await voucherTexts(t.app, '96891113333')).toEqual([]);
  });

  it('is left out of the gift-card list the client builds from GetBillers (isUSDBiller)', async () => {
    const answer = await call(t.app, calls.getBillers, { deviceInfo, categoryInfo: { categoryId: 0 } });
    const billers = (answer.details as { billers: Array<{ id: number; isUSDBiller: boolean }> }).billers;
    expect(billers.filter((b) => b.isUSDBiller).map((b) => b.id)).toEqual([71, 72, 73, 74]);
  });
});
