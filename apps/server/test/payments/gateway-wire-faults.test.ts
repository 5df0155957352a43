import { afterEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/payments/ledger.ts';
import { expectResult } from '../support/api.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  billLine,
  cardNonce,
  completePayment,
  confirmNonce,
  minutesFromNow as minutes,
  paymentIdOf,
  paymentRow,
  postingsOf,
} from './payment-fixtures.ts';

/**
 * The wire between our server and the card gateway failing (a TCP proxy in between, as wire-faults.test.ts
 * does for the wallet and the biller switch): the card is charged at most once, the biller paid at most
 * once, no authorisation is left holding the customer's money, and the customer is told the truth.
 */
const GATEWAY_TIMEOUT_MS = 1_000;
const t = usePaymentApp({}, { faultProxies: true, gatewayTimeoutMs: GATEWAY_TIMEOUT_MS });
const wire = () => t.proxies!.gateway;
const sessionOf = (answer: { details: unknown }) => (answer.details as { paymentSessionId: string }).paymentSessionId;

afterEach(() => wire().clear());

/** What the gateway itself holds for our payment (its reference is our payment's id): the states of its payments. */
const atGateway = async (paymentId: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM gw_payments WHERE reference = $1', [paymentId])).map((r) => r.status);

async function settleOnceTheWireIsBack() {
  wire().clear();
  await t.app.reconciler.runOnce(minutes(5));
  await t.app.reconciler.runOnce(minutes(20));
}

/** The two books tell one story: charged once and the biller paid once, or nothing charged, held or paid. */
async function expectOneStory(paymentId: string) {
  const { state } = await paymentRow(t.db, paymentId);
  if (state === 'completed') {
    expect(await atGateway(paymentId)).toEqual(['captured']);
    expect(await postingsOf(t.db, paymentId)).toBe(1);
  } else {
    expect(state).toBe('failed');
    for (const status of await atGateway(paymentId)) expect(['voided', 'declined', 'failed']).toContain(status);
    expect(await postingsOf(t.db, paymentId)).toBe(0);
  }
  expect((await checkLedger(t.db)).problems).toEqual([]);
}

describe('the card gateway over a broken wire', () => {
  it('cuts the answer to the capture: the customer is told it is being processed, then the card is charged once and the biller paid once', async () => {
    const { line } = await billLine(t.app);
    const confirmed = await confirmNonce(t, line, await cardNonce(t));
    expectResult(confirmed, 0);
    const id = sessionOf(confirmed);
    wire().arm('/capture ', { kind: 'cut' });
    // The capture happened, its answer was lost: neither "paid" nor "failed" can be said yet.
    expectResult(await completePayment(t.app, id), 1);
    expect((await paymentRow(t.db, id)).state).toBe('authorized');
    await settleOnceTheWireIsBack();
    expectResult(await completePayment(t.app, id), 0);
    expect((await paymentRow(t.db, id)).state).toBe('completed');
    await expectOneStory(id);
  });

  it('holds every answer past our timeout: the customer is told it is being processed, and the reconciler finishes it once the wire is back', async () => {
    const { line } = await billLine(t.app);
    const confirmed = await confirmNonce(t, line, await cardNonce(t));
    expectResult(confirmed, 0);
    const id = sessionOf(confirmed);
    wire().arm('/v1/payments', { kind: 'late', ms: GATEWAY_TIMEOUT_MS + 500 }, 100);
    const answer = await completePayment(t.app, id);
    expectResult(answer, 1);
    expect(answer.result.errorEDesc).toMatch(/Do not pay again/);
    await settleOnceTheWireIsBack();
    expect((await paymentRow(t.db, id)).state).toBe('completed');
    await expectOneStory(id);
  });

  it('cuts the answer to the authorisation: found again by its key, the payment goes on and is charged once', async () => {
    const { line } = await billLine(t.app);
    wire().arm('POST /v1/payments ', { kind: 'cut' });
    const confirmed = await confirmNonce(t, line, await cardNonce(t));
    expectResult(confirmed, 0);
    const id = sessionOf(confirmed);
    expect(await atGateway(id)).toEqual(['authorized']);
    expectResult(await completePayment(t.app, id), 0);
    await expectOneStory(id);
  });

  it('answers garbage before the gateway hears of it: "no money was taken" only once the gateway says it has no such payment', async () => {
    const { line } = await billLine(t.app);
    wire().arm('POST /v1/payments ', { kind: 'garbage' }, 3);
    const confirmed = await confirmNonce(t, line, await cardNonce(t));
    expect(confirmed.result.errorCode).not.toBe(0);
    expect(confirmed.result.errorEDesc).toMatch(/No money was taken/);
    const id = await paymentIdOf(t.db, line.ValidationCode);
    expect(await atGateway(id)).toEqual([]);
    expect((await paymentRow(t.db, id)).state).toBe('failed');
    await expectOneStory(id);
  });

  it('cuts the authorisation and garbles every look-up: "do not pay again", never "no money was taken"; the authorisation is released once the wire is back', async () => {
    const { line } = await billLine(t.app);
    wire().arm('POST /v1/payments ', { kind: 'cut' });
    wire().arm('GET /v1/payments', { kind: 'garbage' }, 100);
    const confirmed = await confirmNonce(t, line, await cardNonce(t));
    expect(confirmed.result.errorCode).not.toBe(0);
    expect(confirmed.result.errorEDesc).toMatch(/Do not pay again/);
    expect(confirmed.result.errorEDesc).not.toMatch(/No money was taken/);
    const id = await paymentIdOf(t.db, line.ValidationCode);
    // The gateway did authorise it: the customer's money is held until we say what to do with it.
    expect(await atGateway(id)).toEqual(['authorized']);
    await settleOnceTheWireIsBack();
    await expectOneStory(id);
    expect(await atGateway(id)).not.toContain('authorized');
  });
});
