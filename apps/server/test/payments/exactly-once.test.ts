import { describe, expect, it } from 'vitest';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  answerChallenge,
  billLine,
  cardNonce,
  completePayment,
  confirmedSession,
  inquire,
  paymentRow,
  postingsOf,
  receiptOf,
  TEST_CARDS,
  totalBaisa,
  WALLET,
  walletBalance,
  walletCode,
  walletPay,
} from './payment-fixtures.ts';

const t = usePaymentApp();

describe('exactly-once completion (DESIGN §5)', () => {
  it('20 CompletePayment calls at once for one payment session: one biller posting, 20 identical answers', async () => {
    const { bill, line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    const answers = await Promise.all(Array.from({ length: 20 }, () => completePayment(t.app, paymentSessionId)));
    expect(answers[0]!.result.errorCode).toBe(0);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(receiptOf(answers[0]!).status).toBe('completed');
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
    const [posting] = await t.db.query<{ amount_baisa: string | number }>(
      "SELECT amount_baisa FROM sandbox_biller_postings WHERE reference = $1 || ':1:post'",
      [paymentSessionId],
    );
    expect(Number(posting!.amount_baisa)).toBe(Math.round(bill.dueAmount * 1000));
    expect((await t.gateway.getPayment((await paymentRow(t.db, paymentSessionId)).gateway_payment_id!)).status).toBe('captured');
    expect((await inquire(t.app, bill.billingNo)).dueAmount).toBe(0);
  });

  it('the same after a challenge: many result pages polling at once post once', async () => {
    const { line } = await billLine(t.app);
    const { returnURL, paymentSessionId } = await confirmedSession(t, line, await cardNonce(t, TEST_CARDS.challenge));
    const pending = await Promise.all(Array.from({ length: 5 }, () => completePayment(t.app, paymentSessionId)));
    for (const answer of pending) expect(answer.result.errorCode).toBe(1);
    await answerChallenge(returnURL, { otp: '1234' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => completePayment(t.app, paymentSessionId)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.result.errorCode).toBe(0);
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
  });

  it('one wallet code sent 5 times at once pays once: one debit, one posting, five identical receipts', async () => {
    const { bill, line } = await billLine(t.app);
    const code = await walletCode(t.app, line);
    const before = await walletBalance(t.db, WALLET.funded);
    const answers = await Promise.all(Array.from({ length: 5 }, () => walletPay(t.app, line, code)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.result.errorCode).toBe(0);
    const paid = receiptOf(answers[0]!);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before - totalBaisa(bill));
    expect(await postingsOf(t.db, paid.paymentSessionId)).toBe(1);
  });

  it('a wallet payment stays leased from its debit to its outcome, so a repeated request waits for it instead of answering pending', async () => {
    const { line } = await billLine(t.app);
    const code = await walletCode(t.app, line);
    // Seen in CI: between the debit's commit and the completion's claim, a repeat found the payment
    // "authorized" and unleased, took that for a payment nobody was working on, and answered pending.
    const query = t.db.query.bind(t.db);
    const seen: Array<{ state: string; leased: boolean }> = [];
    t.db.query = (async (sql: string, params?: unknown[]) => {
      const rows = await query(sql, params);
      if (/^WITH moved AS \(UPDATE payments SET state = \$3/.test(sql) && params?.[2] === 'authorized') {
        const [row] = await query<{ state: string; leased: boolean }>(
          'SELECT state, coalesce(lease_until > now(), false) AS leased FROM payments WHERE id = $1',
          [params[0]],
        );
        seen.push(row!);
      }
      return rows;
    }) as typeof t.db.query;
    try {
      expect((await walletPay(t.app, line, code)).result.errorCode).toBe(0);
    } finally {
      t.db.query = query;
    }
    expect(seen).toEqual([{ state: 'authorized', leased: true }]);
  });
});
