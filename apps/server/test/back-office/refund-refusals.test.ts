import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, refundMessages } from '@portal/contract/back-office';
import { sandboxFaults } from '../../src/adapters/sandbox-faults/sandbox-faults.ts';
import { settlementDayAt } from '../../src/modules/settlement/business-days.ts';
import { holidayRepository } from '../../src/modules/settlement/holiday-repository.ts';
import { settlementReport } from '../../src/modules/settlement/settlement-report.ts';
import { auditRows, staffCall, staffPost, type StaffClient } from '../support/staff.ts';
import { bulkWalletCode, bulkWalletPay, inquired, lineOf as bulkLineOf, postItem } from '../bulk-payments/bulk-fixtures.ts';
import { account, billLine, ELECTRICITY, receiptOf, walletCode, walletPay } from '../payments/payment-fixtures.ts';
import { refundCast, refundHelpers, THRESHOLD, useRefundApp } from './refund-fixtures.ts';

const t = useRefundApp();
let lead: StaffClient;
let finance: StaffClient;
let approver: StaffClient;
let agent: StaffClient;
let auditor: StaffClient;
let customer: string;
let ids: { lead: number; approver: number };
beforeAll(async () => {
  ({ lead, finance, approver, agent, auditor, customer, ids } = await refundCast(t));
});
const { walletPayment, cardPayment, refundable, ask, ledgerOf } = refundHelpers(t, () => ({ customer, finance }));

describe('BackOffice/RequestRefund refused, late, or with answers lost', () => {
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
