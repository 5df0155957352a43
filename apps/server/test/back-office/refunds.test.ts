import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, refundMessages, type RequestRefundRequest } from '@portal/contract/back-office';
import { sandboxFaults } from '../../src/adapters/sandbox-faults/sandbox-faults.ts';
import { checkLedger, paymentRepository } from '../../src/modules/payments/index.ts';
import { settlementDayAt } from '../../src/modules/settlement/business-days.ts';
import { holidayRepository } from '../../src/modules/settlement/holiday-repository.ts';
import { settlementReport } from '../../src/modules/settlement/settlement-report.ts';
import { staffRefundMessage } from '../../src/modules/notifications/staff-refund-message.ts';
import { expectResult, outbox } from '../support/api.ts';
import { DEMO, loginIndividual } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { auditRows, newStaff, signInStaff, staffCall, staffPost, type StaffClient } from '../support/staff.ts';
import { bulkWalletCode, bulkWalletPay, inquired, lineOf as bulkLineOf, postItem } from '../bulk-payments/bulk-fixtures.ts';
import { rowsOf } from '../transaction-history/history-fixtures.ts';
import {
  account,
  billLine,
  cardNonce,
  completePayment,
  ELECTRICITY,
  confirmedSession,
  receiptOf,
  walletBalance,
  walletCode,
  walletPay,
  WALLET,
} from '../payments/payment-fixtures.ts';

// Refunds above 1.000 OMR wait for a second person: the sandbox's bills are larger than that.
const THRESHOLD = 1000;
const t = usePaymentApp({ REFUND_APPROVAL_THRESHOLD_OMR: THRESHOLD / 1000 });
let lead: StaffClient;
let finance: StaffClient;
let approver: StaffClient;
let makerChecker: StaffClient;
let agent: StaffClient;
let auditor: StaffClient;
let customer: string;
let ids: { lead: number; approver: number };

afterEach(() => sandboxFaults.clear());

beforeAll(async () => {
  const staff = await Promise.all([
    newStaff(t.db, ['support_lead']),
    newStaff(t.db, ['finance_ops']),
    newStaff(t.db, ['finance_approver']),
    newStaff(t.db, ['finance_ops', 'finance_approver']),
    newStaff(t.db, ['support_agent']),
    newStaff(t.db, ['auditor']),
  ]);
  [lead, finance, approver, makerChecker, agent, auditor] = (await Promise.all(staff.map((s) => signInStaff(t.app, s)))) as [
    StaffClient,
    StaffClient,
    StaffClient,
    StaffClient,
    StaffClient,
    StaffClient,
  ];
  ids = { lead: staff[0]!.id, approver: staff[2]!.id };
  customer = await loginIndividual(t.app);
});

/** A signed-in customer's completed wallet payment of one bill: its id and the line's paid baisa. */
async function walletPayment(sid: string | undefined = customer): Promise<{ id: string; paid: number; reference: string }> {
  const { line } = await billLine(t.app);
  const answer = await walletPay(t.app, line, await walletCode(t.app, line, WALLET.funded, sid), WALLET.funded, sid);
  expectResult(answer, 0);
  const receipt = receiptOf(answer);
  return { id: receipt.paymentSessionId, paid: Math.round(line.PaidAmount * 1000), reference: receipt.refrenceNumberInfo.refrenceNumber };
}

async function cardPayment(): Promise<{ id: string; paid: number }> {
  const { line } = await billLine(t.app);
  const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
  expectResult(await completePayment(t.app, paymentSessionId), 0);
  return { id: paymentSessionId, paid: Math.round(line.PaidAmount * 1000) };
}

const refundable = async (paymentId: string, client = finance) => {
  const d = (await staffCall(t.app, c.listRefunds, { paymentId }, { client })).details!;
  return d.refundable.find((l) => l.lineNo === 1)?.refundableBaisa ?? 0;
};
const ask = (client: StaffClient, body: Omit<RequestRefundRequest, 'reason' | 'note' | 'lineNo'> & Partial<RequestRefundRequest>) =>
  staffCall(t.app, c.requestRefund, { lineNo: 1, reason: 'customer_request', note: 'Customer asked on the phone', ...body }, { client });
const ledgerOf = async (paymentId: string) => (await checkLedger(t.db)).problems.filter((p) => p.paymentId === paymentId);
const walletRefunds = async (paymentId: string) =>
  Number(
    (
      await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM sandbox_wallet_transactions WHERE kind = 'refund' AND left(reference, length($1) + 1) = $1 || ':'`,
        [paymentId],
      )
    )[0]!.n,
  );

describe('BackOffice/RequestRefund and ApproveRefund', () => {
  it('two partial refunds up to the line: one under the threshold at once, one above after a second person; a third is refused', async () => {
    const p = await walletPayment();
    expect(await refundable(p.id)).toBe(p.paid);
    const before = await walletBalance(t.db, WALLET.funded);

    const first = await ask(lead, { paymentId: p.id, amountBaisa: 500, expectedRefundableBaisa: p.paid });
    expect(first.result.errorCode, first.result.errorEDesc).toBe(0);
    expect(first.details).toMatchObject({
      state: 'succeeded',
      amountOmr: '0.500',
      billerOutcome: 'reversed',
      requestedBy: expect.any(String),
    });
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before + 500);
    expect(await refundable(p.id)).toBe(p.paid - 500);

    const second = await ask(finance, { paymentId: p.id, amountBaisa: p.paid - 500, expectedRefundableBaisa: p.paid - 500 });
    expect(second.details).toMatchObject({ state: 'pending_approval', expiresAt: expect.any(String) });
    // Spoken for while it waits: nothing more can be asked on the line.
    expect(await refundable(p.id)).toBe(0);
    const queue = (await staffCall(t.app, c.listRefunds, { state: 'pending_approval' }, { client: approver })).details!.rows;
    expect(queue.map((r) => r.id)).toContain(second.details!.id);
    const approved = await staffCall(t.app, c.approveRefund, { refundId: second.details!.id }, { client: approver });
    expect(approved.result.errorCode, approved.result.errorEDesc).toBe(0);
    expect(approved.details).toMatchObject({ state: 'succeeded', decidedBy: expect.stringContaining('finance_approver') });
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before + p.paid);

    const third = await ask(lead, { paymentId: p.id, amountBaisa: 1, expectedRefundableBaisa: 0 });
    expect(third.result).toMatchObject({
      errorCode: ErrorCode.MissingDataIntegrity,
      errorEDesc: refundMessages.nothingLeft.en,
      errorADesc: refundMessages.nothingLeft.ar,
    });
    expect(await walletRefunds(p.id)).toBe(2);
    expect(await ledgerOf(p.id)).toEqual([]);
    expect((await auditRows(t.db, 12)).map((r) => r.action)).toEqual(
      expect.arrayContaining(['refund.requested', 'refund.approved', 'refund.succeeded', 'refund.request']),
    );

    // The customer hears in their language, and their history and receipt show the money given back.
    const messages = await t.db.query<{ kind: string; lang: string; event_key: string }>(
      `SELECT kind, lang, event_key FROM notifications WHERE subject->>'paymentId' = $1 AND event_key LIKE 'refund:%'`,
      [p.id],
    );
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(messages.every((m) => m.kind === 'refund')).toBe(true);
    await t.app.notifier.settled();
    const texts = (await outbox(t.app, DEMO.individual.mobile)).map((m) => m.text).filter((x) => x.includes(p.reference));
    expect(texts).toEqual(
      expect.arrayContaining([expect.stringMatching(/^OMR 0\.500 of your payment for .* was refunded to your wallet\. Ref /)]),
    );
    // The same notice for a customer who reads Arabic.
    const [paidLine] = await paymentRepository.lines(t.db, p.id);
    const ar = staffRefundMessage(
      await paymentRepository.byId(t.db, p.id).then((x) => ({ ...x!, lang: 'ar' as const })),
      paidLine!,
      500,
      'ar',
    );
    expect(ar.sms).toMatch(/^تم استرداد 0\.500 ر\.ع من دفعتك لـ .* إلى محفظتك\. المرجع /);
    // The payment's story tells each step, in both languages, with the refund named.
    const story = (await staffCall(t.app, c.getPayment, { paymentId: p.id }, { client: auditor })).details!;
    const steps = story.timeline.filter((e) => e.kind === 'staff').map((e) => e.what.en);
    expect(steps).toEqual(expect.arrayContaining(['Refund requested — done', 'Refund approved — done', 'Refund paid back — done']));
    expect(story.timeline.find((e) => e.what.en === 'Refund approved — done')!.what.ar).toBe('اعتُمد الاسترداد — تم');
    const row = (await rowsOf(t.app, customer, { participantTrxID: p.reference })).find((r) => r.paymentSessionId === p.id);
    expect(row).toMatchObject({ refundedAmount: p.paid / 1000 });
    const receipt = receiptOf(await completePayment(t.app, p.id, customer));
    expect(receipt.paymentInfo[0]).toMatchObject({ paymentStatus: 'Completed', refundedAmount: p.paid / 1000 });
  });

  it('refuses a stale amount (412), and the refusal is audited', async () => {
    const p = await cardPayment();
    const answer = await ask(lead, { paymentId: p.id, amountBaisa: 100, expectedRefundableBaisa: p.paid - 1 });
    expect(answer.result).toMatchObject({ errorCode: ErrorCode.PreconditionFailed, errorEDesc: refundMessages.stale.en });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ action: 'refund.request', outcome: 'refused', target: `payment:${p.id}` });
    // A card refund goes back at the gateway under the refund's own key.
    const ok = await ask(lead, { paymentId: p.id, amountBaisa: 300, expectedRefundableBaisa: p.paid });
    expect(ok.details).toMatchObject({ state: 'succeeded' });
    const [payment] = await t.db.query<{ gateway_payment_id: string }>('SELECT gateway_payment_id FROM payments WHERE id = $1', [p.id]);
    expect((await t.gateway.getPayment(payment!.gateway_payment_id)).refundedAmount).toBe(300);
    expect(await ledgerOf(p.id)).toEqual([]);
  });

  it('never lets the maker approve their own refund', async () => {
    const p = await walletPayment();
    const asked = await ask(makerChecker, { paymentId: p.id, amountBaisa: THRESHOLD + 1, expectedRefundableBaisa: p.paid });
    expect(asked.details!.state).toBe('pending_approval');
    const own = await staffCall(t.app, c.approveRefund, { refundId: asked.details!.id }, { client: makerChecker });
    expect(own.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: refundMessages.ownRefund.en });
    const reject = await staffCall(
      t.app,
      c.rejectRefund,
      { refundId: asked.details!.id, note: 'Not my own call' },
      { client: makerChecker },
    );
    expect(reject.result.errorEDesc).toBe(refundMessages.ownRefund.en);
    const rejected = await staffCall(
      t.app,
      c.rejectRefund,
      { refundId: asked.details!.id, note: 'The bill was right' },
      { client: approver },
    );
    expect(rejected.details).toMatchObject({ state: 'rejected' });
    const again = await staffCall(t.app, c.approveRefund, { refundId: asked.details!.id }, { client: approver });
    expect(again.result.errorEDesc).toBe(refundMessages.alreadyDecided.en);
    expect(await refundable(p.id)).toBe(p.paid);
  });

  it('expires an approval after 24 hours: refused when late, and swept by the reconciler', async () => {
    const p = await walletPayment();
    const late = await ask(finance, { paymentId: p.id, amountBaisa: THRESHOLD + 1, expectedRefundableBaisa: p.paid });
    await t.db.query(`UPDATE refunds SET expires_at = now() - interval '1 minute' WHERE id = $1`, [late.details!.id]);
    const answer = await staffCall(t.app, c.approveRefund, { refundId: late.details!.id }, { client: approver });
    expect(answer.result).toMatchObject({ errorCode: ErrorCode.MissingDataIntegrity, errorEDesc: refundMessages.expired.en });
    const swept = await ask(finance, { paymentId: p.id, amountBaisa: THRESHOLD + 1, expectedRefundableBaisa: p.paid });
    await t.app.reconciler.runOnce(new Date(Date.now() + 24 * 3600_000 + 60_000));
    const rows = (await staffCall(t.app, c.listRefunds, { paymentId: p.id }, { client: auditor })).details!.rows;
    expect(rows.map((r) => [r.id, r.state])).toEqual([
      [late.details!.id, 'expired'],
      [swept.details!.id, 'expired'],
    ]);
    expect(await refundable(p.id)).toBe(p.paid);
  });

  it('two staff refunding the same line at once: exactly one is paid', async () => {
    const p = await walletPayment();
    const both = await Promise.all([
      ask(lead, { paymentId: p.id, amountBaisa: 700, expectedRefundableBaisa: p.paid }),
      ask(finance, { paymentId: p.id, amountBaisa: 700, expectedRefundableBaisa: p.paid }),
    ]);
    expect(both.map((a) => a.result.errorCode).sort()).toEqual([0, ErrorCode.PreconditionFailed].sort());
    expect(await walletRefunds(p.id)).toBe(1);
    expect(await refundable(p.id)).toBe(p.paid - 700);
    expect(await ledgerOf(p.id)).toEqual([]);
  });

  it('refuses a payment not completed and a line not posted, with bilingual messages', async () => {
    // A biller that rejects the posting: the payment fails and nothing is refundable.
    const { line } = await billLine(t.app, '444444');
    const rejected = receiptOf(await walletPay(t.app, line, await walletCode(t.app, line)));
    const notDone = await ask(lead, { paymentId: rejected.paymentSessionId, amountBaisa: 100, expectedRefundableBaisa: 0 });
    expect(notDone.result).toMatchObject({ errorEDesc: refundMessages.notCompleted.en, errorADesc: refundMessages.notCompleted.ar });

    const items = await inquired(t.app, customer, [postItem(account()), postItem(account('444444'))]);
    const lines = items.map((i) => bulkLineOf(i));
    const basket = receiptOf(await bulkWalletPay(t.app, customer, lines, await bulkWalletCode(t.app, customer, lines)));
    expect(basket.status).toBe('partially_completed');
    const notPosted = await staffCall(
      t.app,
      c.requestRefund,
      {
        paymentId: basket.paymentSessionId,
        lineNo: 2,
        amountBaisa: 100,
        expectedRefundableBaisa: 0,
        reason: 'wrong_bill',
        note: 'Customer says the bill was wrong',
      },
      { client: lead },
    );
    expect(notPosted.result).toMatchObject({ errorEDesc: refundMessages.notPosted.en, errorADesc: refundMessages.notPosted.ar });
  });

  it('is refused to an agent and an auditor (audited); the auditor reads refunds', async () => {
    const p = await walletPayment();
    const body = {
      paymentId: p.id,
      lineNo: 1,
      amountBaisa: 100,
      expectedRefundableBaisa: p.paid,
      reason: 'goodwill',
      note: 'Trying as an agent',
    };
    for (const client of [agent, auditor]) {
      const res = await staffPost(t.app, c.requestRefund.path, body, { client });
      expect(res.json().result.errorCode).toBe(ErrorCode.Unauthorized);
      expect((await auditRows(t.db, 1))[0]).toMatchObject({
        action: 'permission.refused',
        target: c.requestRefund.path,
        outcome: 'refused',
      });
    }
    expect((await staffPost(t.app, c.approveRefund.path, { refundId: 'rf_x' }, { client: lead })).json().result.errorCode).toBe(
      ErrorCode.Unauthorized,
    );
    expect((await staffCall(t.app, c.listRefunds, { paymentId: p.id }, { client: auditor })).result.errorCode).toBe(0);
    expect(await refundable(p.id)).toBe(p.paid);
  });

  it('a reversal refused as too late leaves the line a claim against the biller, and the ledger clean', async () => {
    const p = await walletPayment();
    // The posting belongs to an earlier business day: the switch has settled it.
    await t.db.query(
      `UPDATE sandbox_biller_postings SET created_at = created_at - interval '7 days' WHERE left(reference, length($1) + 1) = $1 || ':'`,
      [p.id],
    );
    const day = settlementDayAt(new Date(), await holidayRepository.set(t.db));
    const claims = async () => (await settlementReport(t.db, day, ELECTRICITY.billerID)).claimsBaisa;
    const claimsBefore = await claims();
    const answer = await ask(lead, { paymentId: p.id, amountBaisa: 400, expectedRefundableBaisa: p.paid });
    expect(answer.details).toMatchObject({ state: 'succeeded', billerOutcome: 'claim' });
    expect(await ledgerOf(p.id)).toEqual([]);
    // The settlement report counts it among the claims against the biller for the day it settles on.
    expect(await claims()).toBe(claimsBefore + 400);
  });

  it('providers whose answers are lost: the refund waits submitted, and the reconciler finishes it once', async () => {
    const p = await cardPayment();
    // The gateway refunds but its answer never arrives.
    sandboxFaults.arm('gateway.refund', { kind: 'after' });
    const answer = await ask(lead, { paymentId: p.id, amountBaisa: 600, expectedRefundableBaisa: p.paid });
    expect(answer.details).toMatchObject({ state: 'submitted' });
    expect(await refundable(p.id)).toBe(p.paid - 600);
    expect(await ledgerOf(p.id)).toEqual([]); // moving: nothing asserted yet
    // The reconciler repeats it under the same keys; the biller reverses and its first answer is lost
    // too (the client asks again with the same key).
    sandboxFaults.arm('biller.reverse', { kind: 'after' });
    await t.app.reconciler.runOnce(new Date(Date.now() + 5 * 60_000));
    const rows = (await staffCall(t.app, c.listRefunds, { paymentId: p.id }, { client: finance })).details!.rows;
    expect(rows).toEqual([expect.objectContaining({ state: 'succeeded', billerOutcome: 'reversed' })]);
    const [payment] = await t.db.query<{ gateway_payment_id: string }>('SELECT gateway_payment_id FROM payments WHERE id = $1', [p.id]);
    expect((await t.gateway.getPayment(payment!.gateway_payment_id)).refundedAmount).toBe(600);
    const reversals = await t.db.query<{ amount_baisa: string }>(
      `SELECT amount_baisa FROM sandbox_biller_reversals WHERE left(posting_reference, length($1) + 1) = $1 || ':'`,
      [p.id],
    );
    expect(reversals.map((r) => Number(r.amount_baisa))).toEqual([600]);
    expect(await ledgerOf(p.id)).toEqual([]);
  });

  it('asks for a fresh authenticator code when the last is older than five minutes, before a refund and an approval', async () => {
    const p = await walletPayment();
    const age = (id: number, by: string) =>
      t.db.query(`UPDATE staff_sessions SET factor_at = now() - interval '${by}' WHERE staff_id = $1`, [id]);
    await age(ids.lead, '6 minutes');
    const stale = await ask(lead, { paymentId: p.id, amountBaisa: THRESHOLD + 1, expectedRefundableBaisa: p.paid });
    expect(stale.result.errorCode).toBe(ErrorCode.OtpRequired);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ action: 'refund.request', outcome: 'refused' });
    expect(await refundable(p.id)).toBe(p.paid);
    await age(ids.lead, '0 minutes');
    const pending = await ask(lead, { paymentId: p.id, amountBaisa: THRESHOLD + 1, expectedRefundableBaisa: p.paid });
    await age(ids.approver, '6 minutes');
    const approve = await staffCall(t.app, c.approveRefund, { refundId: pending.details!.id }, { client: approver });
    expect(approve.result.errorCode).toBe(ErrorCode.OtpRequired);
    await age(ids.approver, '0 minutes');
    expect((await staffCall(t.app, c.listRefunds, { paymentId: p.id }, { client: approver })).details!.rows[0]!.state).toBe(
      'pending_approval',
    );
  });

  it('"refund the line" from the stuck-payments queue runs the same refund', async () => {
    const p = await walletPayment();
    const answer = await staffCall(
      t.app,
      c.stuckAction,
      {
        paymentId: p.id,
        action: 'refund_line',
        reason: 'Ledger shows money to give back',
        refund: { lineNo: 1, amountBaisa: 250, reason: 'biller_not_credited', expectedRefundableBaisa: p.paid },
      },
      { client: finance },
    );
    expect(answer.result.errorCode, answer.result.errorEDesc).toBe(0);
    expect(answer.details).toMatchObject({ before: 'none', after: 'refund:succeeded' });
    expect(await refundable(p.id)).toBe(p.paid - 250);
  });
});
