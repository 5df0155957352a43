import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, refundMessages } from '@portal/contract/back-office';
import { paymentRepository } from '../../src/modules/payments/index.ts';
import { staffRefundMessage } from '../../src/modules/notifications/staff-refund-message.ts';
import { outbox } from '../support/api.ts';
import { DEMO } from '../support/logins.ts';
import { auditRows, staffCall, type StaffClient } from '../support/staff.ts';
import { rowsOf } from '../transaction-history/history-fixtures.ts';
import { completePayment, receiptOf, walletBalance, WALLET } from '../payments/payment-fixtures.ts';
import { refundCast, refundHelpers, THRESHOLD, useRefundApp } from './refund-fixtures.ts';

const t = useRefundApp();
let lead: StaffClient;
let finance: StaffClient;
let approver: StaffClient;
let makerChecker: StaffClient;
let auditor: StaffClient;
let customer: string;
beforeAll(async () => {
  ({ lead, finance, approver, makerChecker, auditor, customer } = await refundCast(t));
});
const { walletPayment, cardPayment, refundable, ask, ledgerOf, walletRefunds } = refundHelpers(t, () => ({ customer, finance }));

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
});
