import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { call, deviceInfo, expectResult, outbox } from '../support/api.ts';
import { DEMO, loginIndividual } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  account,
  billLine,
  cardNonce,
  completePayment,
  confirmedSession,
  confirmNonce,
  inquire,
  lineOf,
  receiptOf,
  TEST_CARDS,
  walletCode,
} from '../payments/payment-fixtures.ts';
import { bulkWalletCode, bulkWalletPay, inquired, lineOf as bulkLineOf, postItem } from '../bulk-payments/bulk-fixtures.ts';
import { mailbox, noticesOf, summary } from './notice-fixtures.ts';

/**
 * Issue 12: a payment's end reaches the customer. Each event queues exactly one message per channel
 * and recipient in its own transaction, and the worker delivers it: by SMS (the demo outbox) and by
 * e-mail through the in-process SMTP server (the demo mailbox), the receipt PDF attached.
 */
const t = usePaymentApp();
// The default cap (config VISITOR_MESSAGES_PER_DAY): the API tests leave it unset.
const VISITOR_MESSAGES_PER_DAY = 10;
const VISITOR = { email: 'salim@example.om', mobile: '96890000005' };
const CUSTOMER_EMAIL = 'ahmed.harthy@example.om';

describe('payment receipts', () => {
  it('a visitor paying by card gets one receipt by SMS and one by e-mail, with the receipt PDF, however often the result page is asked', async () => {
    const { line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    const answers = await Promise.all([1, 2, 3].map(() => completePayment(t.app, paymentSessionId)));
    const receipt = receiptOf(answers[0]!);
    expect(receipt.status).toBe('completed');
    await t.app.reconciler.runOnce(new Date(Date.now() + 3 * 3600_000));

    const sms = (await outbox(t.app, VISITOR.mobile)).filter((m) => m.text.includes(receipt.refrenceNumberInfo.refrenceNumber));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(/^Payment received: OMR \d+\.\d{3} for /);
    expect(sms[0]!.code).toBeNull();

    const mails = (await mailbox(t.app, VISITOR.email)).filter((m) => m.subject.includes(receipt.refrenceNumberInfo.refrenceNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Payment receipt, ref ${receipt.refrenceNumberInfo.refrenceNumber}`);
    expect(mails[0]!.text_body).toContain('Payment received');
    expect(mails[0]!.html_body).toContain('dir="ltr"');
    expect(mails[0]!.attachments).toHaveLength(1);
    expect(mails[0]!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(Buffer.from(mails[0]!.attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    expect(summary(await noticesOf(t.app, paymentSessionId))).toEqual([
      `receipt email ${VISITOR.email} delivered`,
      `receipt sms ${VISITOR.mobile} delivered`,
    ]);
  });

  it("a visitor's declined card is told on screen only: nothing is queued or sent to the contact they typed (issue 30)", async () => {
    const before = await outbox(t.app, VISITOR.mobile);
    const { line } = await billLine(t.app);
    const declined = await confirmNonce(t, line, await cardNonce(t, TEST_CARDS.decline));
    expect(declined.result.errorCode).not.toBe(0);
    expect(declined.result.errorEDesc).toMatch(/No money was taken/);
    const [row] = await t.db.query<{ id: string }>(
      `SELECT id FROM payments WHERE mobile = $1 AND state = 'failed' ORDER BY created_at DESC LIMIT 1`,
      [VISITOR.mobile],
    );
    expect(await noticesOf(t.app, row!.id)).toEqual([]);
    expect(await outbox(t.app, VISITOR.mobile)).toHaveLength(before.length);
  });

  it("a signed-in customer's declined card: the receipt, to the profile's contacts, says it was not completed and that no money was taken", async () => {
    const sid = await loginIndividual(t.app);
    const { line } = await billLine(t.app);
    const declined = await confirmNonce(t, line, await cardNonce(t, TEST_CARDS.decline), { sessionId: sid });
    expect(declined.result.errorCode).not.toBe(0);
    const [row] = await t.db.query<{ id: string }>(
      `SELECT id FROM payments WHERE customer_id IS NOT NULL AND state = 'failed' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(summary(await noticesOf(t.app, row!.id))).toEqual([
      `receipt email ${CUSTOMER_EMAIL} delivered`,
      `receipt sms ${DEMO.individual.mobile} delivered`,
    ]);
    const [sms] = (await outbox(t.app, DEMO.individual.mobile)).filter((m) => m.text.startsWith('Your payment of'));
    expect(sms!.text).toMatch(/was not completed\. .*No money was taken/);
  });

  it('a signed-in customer paying from the wallet in Arabic hears in Arabic, on the mobile and e-mail of the profile', async () => {
    const sid = await loginIndividual(t.app);
    const bill = await inquire(t.app, account());
    const line = lineOf(bill);
    const code = await walletCode(t.app, line, DEMO.individual.mobile, sid);
    const answer = await call(
      t.app,
      calls.walletPay,
      {
        deviceInfo,
        paymentInfo: { ...line, PaymentMethod: 'Wallet' },
        authenticate: code,
        walletInfo: { senderId: DEMO.individual.mobile },
        legalDocument: null,
        CustomerInfo: { Lang: 'ar' },
      },
      sid,
    );
    expectResult(answer, 0);
    const receipt = receiptOf(answer);
    const ref = receipt.refrenceNumberInfo.refrenceNumber;
    const sms = (await outbox(t.app, DEMO.individual.mobile)).filter((m) => m.text.includes(ref));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(/^تم استلام دفعتك: \d+\.\d{3} ر\.ع لـ /);
    const mails = (await mailbox(t.app, CUSTOMER_EMAIL)).filter((m) => m.subject.includes(ref));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`إيصال الدفع، المرجع ${ref}`);
    expect(mails[0]!.html_body).toMatch(/<html lang="ar" dir="rtl">/);
    const rows = await noticesOf(t.app, receipt.paymentSessionId);
    expect(summary(rows)).toEqual([`receipt email ${CUSTOMER_EMAIL} delivered`, `receipt sms ${DEMO.individual.mobile} delivered`]);
    expect(rows.map((r) => r.lang)).toEqual(['ar', 'ar']);
  });

  it('a basket with a bill the biller refused: one receipt, and one refund notice for the returned bill, per channel', async () => {
    const sid = await loginIndividual(t.app);
    const items = await inquired(t.app, sid, [postItem(account('7')), postItem(account('444444'))]);
    const bills = items.map((i) => bulkLineOf(i));
    const answer = await bulkWalletPay(t.app, sid, bills, await bulkWalletCode(t.app, sid, bills));
    const receipt = receiptOf(answer);
    expect(receipt.status).toBe('partially_completed');
    const rows = await noticesOf(t.app, receipt.paymentSessionId);
    expect(summary(rows)).toEqual([
      `receipt email ${CUSTOMER_EMAIL} delivered`,
      `receipt sms ${DEMO.individual.mobile} delivered`,
      `refund email ${CUSTOMER_EMAIL} delivered`,
      `refund sms ${DEMO.individual.mobile} delivered`,
    ]);
    const ref = receipt.refrenceNumberInfo.refrenceNumber;
    const texts = (await outbox(t.app, DEMO.individual.mobile)).filter((m) => m.text.includes(ref)).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts).toContainEqual(
      expect.stringMatching(
        /^Some of your bills were paid: OMR [\d.]+\. OMR [\d.]+ for the bills that could not be paid was returned to your wallet\. Ref /,
      ),
    );
    expect(texts).toContainEqual(expect.stringMatching(/could not be paid; OMR [\d.]+ was returned to your wallet\. Ref /));
  });

  it(`a visitor's contact gets at most ${VISITOR_MESSAGES_PER_DAY} receipts a day, whoever pays (issue 30)`, async () => {
    const [counted] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE channel = 'sms' AND recipient = $1 AND customer_id IS NULL AND kind IN ('receipt', 'refund')`,
      [VISITOR.mobile],
    );
    // Earlier receipts of the day to this mobile, as other visitors' payments would have queued them.
    for (let i = Number(counted!.n); i < VISITOR_MESSAGES_PER_DAY; i++) {
      await t.db.query(
        `INSERT INTO notifications (event_key, kind, channel, recipient, lang, customer_id, subject, status) VALUES ($1, 'receipt', 'sms', $2, 'en', NULL, '{}', 'delivered')`,
        [`earlier:${i}:receipt`, VISITOR.mobile],
      );
    }
    const { line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    expect(receiptOf(await completePayment(t.app, paymentSessionId)).status).toBe('completed');
    expect(summary(await noticesOf(t.app, paymentSessionId))).toEqual([`receipt email ${VISITOR.email} delivered`]);
  });
});
