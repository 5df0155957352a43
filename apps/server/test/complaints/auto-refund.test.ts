import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { sandboxFaults } from '../../src/adapters/sandbox-faults/sandbox-faults.ts';
import { checkLedger, paymentRepository } from '../../src/modules/payments/index.ts';
import { call } from '../support/api.ts';
import { loginIndividual } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { billLine, cardNonce, completePayment, confirmedSession } from '../payments/payment-fixtures.ts';
import { raise, raisedAt } from './complaint-fixtures.ts';

const t = usePaymentApp({ COMPLAINT_CLOCK_EVERY_SECONDS: 0, COMPLAINTS_PER_CUSTOMER_DAY: 100, COMPLAINTS_PER_MINUTE: 10_000 });
let me: string;

beforeAll(async () => {
  me = await loginIndividual(t.app);
});
afterEach(() => sandboxFaults.clear());

// The clock runs ahead of the real time (the payment's next posting try is due minutes from now); the
// complaint was raised three weeks before it, well past five business days whatever the holidays.
const AFTER = new Date(Date.now() + 10 * 60_000);
const RAISED = new Date(AFTER.getTime() - 21 * 86_400_000).toISOString();
const NEXT_DAY = new Date(new Date(RAISED).getTime() + 86_400_000);

/** A card payment whose biller does not answer (the line stays pending, the money held), complained about on 5 February. */
async function uncreditedCardPayment(billerDownFor: number): Promise<{ id: string; number: string }> {
  const { line } = await billLine(t.app);
  sandboxFaults.arm('biller.post', { kind: 'before', times: billerDownFor });
  const { paymentSessionId: id } = await confirmedSession(t, line, await cardNonce(t), { sessionId: me });
  await completePayment(t.app, id, me);
  const p = (await paymentRepository.byId(t.db, id))!;
  expect(p.state).toBe('authorized');
  expect((await paymentRepository.lines(t.db, id))[0]!.status).toBe('pending');
  // Paid on the day of the complaint: by the sixth business day the posting window (48 h) is long past.
  await t.db.query('UPDATE payments SET created_at = $2 WHERE id = $1', [id, RAISED]);
  const c = await raise(t.app, me, { referenceNumber: p.reference_number });
  expect(c.result.errorCode, c.result.errorEDesc).toBe(0);
  await raisedAt(t.db, c.details!.number, RAISED);
  return { id, number: c.details!.number };
}

const gatewayStatus = async (id: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM gw_payments WHERE reference = $1', [id]))[0]!.status;
const updatesOf = async (number: string) => (await call(t.app, calls.getComplaint, { number }, me)).details!.updates;

describe('a card payment the biller never took, complained about and still open after five business days', () => {
  it('gives the money back once through the payment itself, tells the customer, and keeps the ledger clean', async () => {
    const { id, number } = await uncreditedCardPayment(1000);

    expect((await t.app.complaintClock(NEXT_DAY)).refunded).toEqual([]);
    expect((await paymentRepository.byId(t.db, id))!.state).toBe('authorized');

    expect((await t.app.complaintClock(AFTER)).refunded).toEqual([number]);
    expect((await paymentRepository.byId(t.db, id))!.state).toBe('failed');
    expect((await paymentRepository.lines(t.db, id))[0]!.status).toBe('refunded');
    // Nothing was captured: the card's hold was let go at the gateway.
    expect(await gatewayStatus(id)).toBe('voided');
    expect((await checkLedger(t.db)).problems.filter((p) => p.paymentId === id)).toEqual([]);
    const told = (await updatesOf(number)).filter((u) => u.kind === 'refund');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toMatch(/released back to your card/);

    // Later runs find nothing more to do: one request, one refund, one message.
    expect((await t.app.complaintClock(new Date(AFTER.getTime() + 86_400_000))).refunded).toEqual([]);
    const asked = await t.db.query(
      'SELECT 1 FROM complaint_refund_requests r JOIN complaints c ON c.id = r.complaint_id WHERE c.number = $1',
      [number],
    );
    expect(asked).toHaveLength(1);
    expect((await updatesOf(number)).filter((u) => u.kind === 'refund')).toHaveLength(1);
  });

  it('when the biller takes the posting on that last try, the bill is credited and nothing is refunded', async () => {
    const { id, number } = await uncreditedCardPayment(1);

    expect((await t.app.complaintClock(AFTER)).refunded).toEqual([]);
    expect((await paymentRepository.byId(t.db, id))!.state).toBe('completed');
    expect((await paymentRepository.lines(t.db, id))[0]!.status).toBe('posted');
    expect(await gatewayStatus(id)).toBe('captured');
    expect((await updatesOf(number)).filter((u) => u.kind === 'refund')).toEqual([]);
    expect((await checkLedger(t.db)).problems.filter((p) => p.paymentId === id)).toEqual([]);
  });
});
