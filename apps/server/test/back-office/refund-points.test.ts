import { beforeAll, describe, expect, it } from 'vitest';
import { calls, CustomerProfileDataSchema } from '@portal/contract';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { one } from '../../src/platform/db.ts';
import { checkLedger, paymentRepository } from '../../src/modules/payments/index.ts';
import { staffRefundMessage } from '../../src/modules/notifications/staff-refund-message.ts';
import { call, deviceInfo, expectResult, outbox } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { staffCall, type StaffClient, signedInStaff } from '../support/staff.ts';
import { billLine, cardNonce, completePayment, confirmedSession } from '../payments/payment-fixtures.ts';

// A threshold above the sandbox's bills: every refund here runs at once after the requester's factor.
const t = usePaymentApp({ REFUND_APPROVAL_THRESHOLD_OMR: 1000 });
let finance: StaffClient;
let sessionId: string;
let customerId: number;

beforeAll(async () => {
  finance = await signedInStaff(t, ['finance_ops']);
  const d = await loginIndividualDetails(t.app);
  sessionId = d.authenticationInfo.sessionID;
  customerId = d.customerInfo.customerID;
});

/** The customer's points, in baisa of cash value. */
async function points(): Promise<number> {
  const answer = await call(
    t.app,
    calls.getCustomerProfileData,
    { deviceInfo, customerProfileInfo: { custId: customerId, mobileNumber: null } },
    sessionId,
  );
  expectResult(answer, 0);
  return Math.round(CustomerProfileDataSchema.parse(answer.details).equivalentCash * 1000);
}

const gatewayRefunded = async (paymentId: string) =>
  Number(
    (await one<{ refunded: string }>(t.db, 'SELECT refunded_amount AS refunded FROM gw_payments WHERE reference = $1', [paymentId]))!
      .refunded,
  );

const earnedOn = (money: number) => Math.floor(money / 100);
const earnedTaken = async (refundId: string) =>
  Number((await one<{ taken: string }>(t.db, 'SELECT earned_points_taken_baisa AS taken FROM refunds WHERE id = $1', [refundId]))!.taken);

const refundable = async (paymentId: string) =>
  (await staffCall(t.app, c.listRefunds, { paymentId }, { client: finance })).details!.refundable.find((l) => l.lineNo === 1)
    ?.refundableBaisa ?? 0;

describe('a staff refund of a bill paid partly with points', () => {
  it('gives the card back first and the points last, each once; the ledger stays clean and the customer is told both', async () => {
    const spent = await points();
    expect(spent, 'the demo individual starts with points to spend').toBeGreaterThan(0);
    const { line } = await billLine(t.app);
    const paid = Math.round(line.PaidAmount * 1000);
    const { paymentSessionId: id } = await confirmedSession(t, line, await cardNonce(t), { sessionId, usePoints: true });
    expectResult(await completePayment(t.app, id, sessionId), 0);
    const afterPayment = await points();
    // The card was charged the bill and its fee less the points; the fee stays ours on a refund.
    const { charged, used } = (await one<{ charged: string; used: string }>(
      t.db,
      'SELECT charged_baisa AS charged, points_baisa AS used FROM payments WHERE id = $1',
      [id],
    ).then((r) => ({ charged: Number(r!.charged), used: Number(r!.used) })))!;
    expect(used).toBe(spent);
    expect(charged).toBeLessThan(paid);
    expect(await refundable(id), 'the card and the points together').toBe(paid);

    // A part refund comes out of the card alone.
    const part = await staffCall(
      t.app,
      c.requestRefund,
      {
        paymentId: id,
        lineNo: 1,
        amountBaisa: 1000,
        expectedRefundableBaisa: paid,
        reason: 'customer_request',
        note: 'Paid twice by mistake',
      },
      { client: finance },
    );
    expect(part.details, part.result.errorEDesc).toMatchObject({ state: 'succeeded', pointsOmr: '0.000' });
    expect(await gatewayRefunded(id)).toBe(1000);
    // The 1% the refunded money had earned goes back with it (decision 063).
    expect(afterPayment, 'all the points were spent; what is there now the card earned').toBe(earnedOn(charged));
    expect(await points()).toBe(afterPayment - (earnedOn(charged) - earnedOn(charged - 1000)));
    const taken = earnedOn(charged) - earnedOn(charged - 1000);
    expect(await earnedTaken(part.details!.id)).toBe(taken);
    // The e-mail says so, in the customer's language; the text message does not bother them with it.
    const payment = (await paymentRepository.byId(t.db, id))!;
    const [paidLine] = await paymentRepository.lines(t.db, id);
    const en = staffRefundMessage(payment, paidLine!, 1000, 'en', 0, taken);
    expect(en.email.text).toContain(
      `The points this money had earned (OMR ${(taken / 1000).toFixed(3)}) were taken back from your points.`,
    );
    expect(en.sms).not.toContain('points');
    const ar = staffRefundMessage(payment, paidLine!, 1000, 'ar', 0, taken);
    expect(ar.email.text).toContain('خُصمت من رصيد نقاطك النقاط التي اكتسبتها بهذا المبلغ');

    // The rest of the line: what is left of the card's money, then the points the bill was paid with.
    const rest = await staffCall(
      t.app,
      c.requestRefund,
      {
        paymentId: id,
        lineNo: 1,
        amountBaisa: paid - 1000,
        expectedRefundableBaisa: paid - 1000,
        reason: 'customer_request',
        note: 'The rest of the bill',
      },
      { client: finance },
    );
    expect(rest.details, rest.result.errorEDesc).toMatchObject({ state: 'succeeded' });
    expect(rest.details!.pointsOmr, 'the staff see the points part').toBe(((paid - charged) / 1000).toFixed(3));
    expect(await gatewayRefunded(id), 'all the card was charged, never more').toBe(charged);
    expect(await points(), 'the rest of the line as points, and nothing the card had earned').toBe(paid - charged);
    expect(await refundable(id)).toBe(0);
    expect((await checkLedger(t.db)).problems.filter((p) => p.paymentId === id)).toEqual([]);

    await t.app.notifier.settled();
    const texts = (await outbox(t.app, DEMO.individual.mobile)).map((m) => m.text);
    expect(texts.some((x) => /was refunded to your card \(OMR [\d.]+\) and your points \(OMR [\d.]+\)\. Ref /.test(x))).toBe(true);
  });
});

describe('a staff refund of a bill whose earned points were already spent', () => {
  it('takes back only what the balance still holds, never below zero', async () => {
    // A bill paid by card alone earns 1% of it.
    const first = await billLine(t.app);
    const paid = Math.round(first.line.PaidAmount * 1000);
    const { paymentSessionId: id } = await confirmedSession(t, first.line, await cardNonce(t), { sessionId });
    expectResult(await completePayment(t.app, id, sessionId), 0);
    const charged = Number((await one<{ c: string }>(t.db, 'SELECT charged_baisa AS c FROM payments WHERE id = $1', [id]))!.c);
    expect(earnedOn(charged)).toBeGreaterThan(0);
    // Then the customer spends them (on anything): one baisa of points is left.
    expect(await points()).toBeGreaterThan(1);
    await t.db.query('UPDATE customer_points SET points_baisa = 1 WHERE customer_id = $1', [customerId]);

    const refund = await staffCall(
      t.app,
      c.requestRefund,
      { paymentId: id, lineNo: 1, amountBaisa: paid, expectedRefundableBaisa: paid, reason: 'customer_request', note: 'Wrong bill' },
      { client: finance },
    );
    expect(refund.details, refund.result.errorEDesc).toMatchObject({ state: 'succeeded' });
    expect(await points()).toBe(0);
    expect(await earnedTaken(refund.details!.id)).toBe(1);
    expect((await checkLedger(t.db)).problems.filter((p) => p.paymentId === id)).toEqual([]);
  });
});
