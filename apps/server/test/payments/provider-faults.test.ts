import { afterEach, describe, expect, it } from 'vitest';
import { sandboxFaults } from '../../src/adapters/sandbox-faults/sandbox-faults.ts';
import { checkLedger } from '../../src/modules/payments/ledger.ts';
import { pendingText } from '../../src/modules/payments/payment-outcome.ts';
import { expectResult } from '../support/api.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  billLine,
  cardNonce,
  completePayment,
  confirmedSession,
  minutesFromNow as minutes,
  paymentIdOf,
  paymentRow,
  postingsOf,
  receiptOf,
  totalBaisa,
  WALLET,
  walletBalance,
  walletCode,
  walletPay,
} from './payment-fixtures.ts';

/**
 * The outside world misbehaving as real providers do (the sandboxes' fault switch): a gateway that
 * captures and then does not answer, a biller that answers 5xx for a while or is slow, a wallet whose
 * answer is lost. The reconciler's clock is moved instead of waiting.
 */
const t = usePaymentApp();

afterEach(() => sandboxFaults.clear());

async function expectLedgerClean() {
  const report = await checkLedger(t.db);
  expect(report.problems).toEqual([]);
}

describe('card gateway faults', () => {
  it('times out after capturing: pending, then the reconciler captures again by key (once) and completes', async () => {
    const { bill, line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    sandboxFaults.arm('gateway.capture', { kind: 'after' });
    expectResult(await completePayment(t.app, paymentSessionId), 1, pendingText);
    expect((await paymentRow(t.db, paymentSessionId)).state).toBe('authorized');
    await t.app.reconciler.runOnce(minutes(5));
    const done = await completePayment(t.app, paymentSessionId);
    expectResult(done, 0);
    const g = await t.gateway.getPayment((await paymentRow(t.db, paymentSessionId)).gateway_payment_id!);
    expect(g).toMatchObject({ status: 'captured', amount: totalBaisa(bill) });
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
    await expectLedgerClean();
  });

  it('loses the answer to a create: the payment made under our key is found and used', async () => {
    const { line } = await billLine(t.app);
    sandboxFaults.arm('gateway.create', { kind: 'after' });
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    expectResult(await completePayment(t.app, paymentSessionId), 0);
    await expectLedgerClean();
  });

  it('fails to void when every bill is refused: the authorisation is let go on the next run, and only then "not charged"', async () => {
    const { line } = await billLine(t.app, '444444');
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    sandboxFaults.arm('gateway.void', { kind: 'before' });
    expectResult(await completePayment(t.app, paymentSessionId), 1);
    await t.app.reconciler.runOnce(minutes(5));
    const answer = await completePayment(t.app, paymentSessionId);
    expectResult(answer, 2);
    expect(answer.result.errorEDesc).toContain('Your card was not charged');
    await expectLedgerClean();
  });
});

describe('biller network faults', () => {
  it('answers 5xx twice: the line is retried with backoff and paid once', async () => {
    const { line } = await billLine(t.app);
    sandboxFaults.arm('biller.post', { kind: 'before', times: 2 });
    const first = await walletPay(t.app, line, await walletCode(t.app, line));
    expectResult(first, 1, pendingText);
    await t.app.reconciler.runOnce(minutes(1)); // too early: nothing is looked at yet
    await t.app.reconciler.runOnce(minutes(5));
    const [pending] = await t.db.query<{ status: string; post_attempts: number }>(
      'SELECT status, post_attempts FROM payment_lines WHERE validation_code = $1',
      [line.ValidationCode],
    );
    expect(pending).toMatchObject({ status: 'pending', post_attempts: 2 });
    await t.app.reconciler.runOnce(minutes(15));
    const id = await paymentIdOf(t.db, line.ValidationCode);
    expect((await paymentRow(t.db, id)).state).toBe('completed');
    expect(await postingsOf(t.db, id)).toBe(1);
    await expectLedgerClean();
  });

  it('cannot be reached for 48 hours: the line fails and the wallet gets its money back', async () => {
    const { line } = await billLine(t.app);
    const before = await walletBalance(t.db, WALLET.funded);
    sandboxFaults.arm('biller.post', { kind: 'before', times: 1000 });
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line)), 1);
    await t.app.reconciler.runOnce(minutes(47 * 60));
    const id = await paymentIdOf(t.db, line.ValidationCode);
    expect((await paymentRow(t.db, id)).state).toBe('authorized');
    await t.app.reconciler.runOnce(minutes(49 * 60));
    const p = await paymentRow(t.db, id);
    expect(p).toMatchObject({ state: 'failed', failure_en: 'The biller could not be reached. The amount was returned to your wallet' });
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before);
    await expectLedgerClean();
  });

  it('is slow: five result pages at once wait for the one worker, one posting, five identical receipts', async () => {
    const { line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    sandboxFaults.arm('biller.post', { kind: 'delay', ms: 1500, times: 5 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => completePayment(t.app, paymentSessionId)));
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(receiptOf(answers[0]!).status).toBe('completed');
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
  });
});

describe('wallet faults', () => {
  it('debits and then loses the answer: the debit is looked up by key and the payment goes on', async () => {
    const { bill, line } = await billLine(t.app);
    const before = await walletBalance(t.db, WALLET.funded);
    sandboxFaults.arm('wallet.debit', { kind: 'after' });
    const answer = await walletPay(t.app, line, await walletCode(t.app, line));
    expectResult(answer, 0);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before - totalBaisa(bill));
    await expectLedgerClean();
  });

  it('fails before debiting: the payment fails at once and says no money was taken', async () => {
    const { line } = await billLine(t.app);
    const before = await walletBalance(t.db, WALLET.funded);
    sandboxFaults.arm('wallet.debit', { kind: 'before' });
    const answer = await walletPay(t.app, line, await walletCode(t.app, line));
    expectResult(answer, 2, {
      en: 'The wallet service is not available now. No money was taken, try later',
      ar: 'خدمة المحفظة غير متاحة حالياً. لم يتم خصم أي مبلغ، يرجى المحاولة لاحقاً',
    });
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before);
    await expectLedgerClean();
  });
});
