import { describe, expect, it } from 'vitest';
import { calls, SaveCardDetailsSchema, SetPaymentCardDetailsSchema } from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, readCode } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  answerChallenge,
  billLine,
  cardNonce,
  completePayment,
  confirmedSession,
  confirmNonce,
  cvvNonce,
  TEST_CARDS,
} from './payment-fixtures.ts';

/** Everything the portal logs, one JSON line each, at the most talkative level. */
const logLines: string[] = [];
const t = usePaymentApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void logLines.push(line) } });

const CVV = '947';
const NUMBERS = [TEST_CARDS.approve, TEST_CARDS.challenge, TEST_CARDS.decline];
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Every scalar value inside a JSON document (a CVV is only meaningful as a whole value). */
function scalars(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [String(value)];
  return Object.values(value as Record<string, unknown>).flatMap(scalars);
}

function expectNoCardData(text: string, where: string) {
  for (const number of NUMBERS) {
    for (const form of [number, spaced(number), number.replace(/(\d{4})(?=\d)/g, '$1-')]) expect(text, where).not.toContain(form);
  }
}

async function payEveryWay() {
  const details = await loginIndividualDetails(t.app);
  const sessionId = details.authenticationInfo.sessionID;
  // A new card on the hosted card page, approved at once; then one with the challenge; then a decline.
  const approved = await confirmedSession(t, (await billLine(t.app)).line, await cardNonce(t, TEST_CARDS.approve, CVV), { sessionId });
  expectResult(await completePayment(t.app, approved.paymentSessionId, sessionId), 0);
  const challenged = await confirmedSession(t, (await billLine(t.app)).line, await cardNonce(t, TEST_CARDS.challenge, CVV));
  await answerChallenge(challenged.returnURL, { otp: '1234' });
  expectResult(await completePayment(t.app, challenged.paymentSessionId), 0);
  expectResult(await confirmNonce(t, (await billLine(t.app)).line, await cardNonce(t, TEST_CARDS.decline, CVV)), 2);

  // A saved card: saved from a nonce, paid with a CVV nonce and the texted code.
  const saved = await call(
    t.app,
    calls.saveCard,
    { deviceInfo, creditCardInfo: { CardName: 'Salim Visa', Nonce: await cardNonce(t, TEST_CARDS.approve, CVV) } },
    sessionId,
  );
  expectResult(saved, 0);
  const card = SaveCardDetailsSchema.parse(saved.details).card;
  const { line } = await billLine(t.app);
  const order = await call(
    t.app,
    calls.setPaymentCard,
    { deviceInfo, cardInfo: { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken, CVV) }, paymentInfo: line, CustomerInfo: null },
    sessionId,
  );
  const { utr } = challengeOf(order);
  const { payObject } = SetPaymentCardDetailsSchema.parse(order.details).postOrder;
  const paid = await call(
    t.app,
    calls.cardPay,
    { deviceInfo, authenticate: { utr, pin: await readCode(t.app, DEMO.individual.mobile), ...payObject } },
    sessionId,
  );
  expectResult(paid, 0);
}

describe('card data never reaches the portal (DESIGN §5)', () => {
  it('after card, challenge, declined and saved-card payments: no card number or CVV in our tables or our logs', async () => {
    await payEveryWay();

    const tables = await t.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'gw\\_%' ORDER BY table_name`,
    );
    const names = tables.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['payments', 'payment_lines', 'payment_events', 'saved_cards', 'sms_outbox', 'otp_codes']),
    );
    let rows = 0;
    for (const table of names) {
      const columns = await t.db.query<{ column_name: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
        [table],
      );
      expect(
        columns.map((c) => c.column_name).filter((c) => /cvv|cvc|pan$|card_?number/i.test(c)),
        table,
      ).toEqual([]);
      for (const { row } of await t.db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table} t`)) {
        rows += 1;
        expectNoCardData(row, table);
        expect(scalars(JSON.parse(row)), `${table}: ${row}`).not.toContain(CVV);
      }
    }
    expect(rows).toBeGreaterThan(100);
    const [savedCard] = await t.db.query<{ masked: string }>('SELECT masked FROM saved_cards');
    expect(savedCard!.masked).toBe('411111******1111');

    // The capture works: requests, the texted codes and the payments' progress were all logged.
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(30);
    expect(log).toContain('CardManagement/SaveRegistredCard');
    expect(log).toContain('RegistredBills/CardPay');
    expectNoCardData(log, 'log');
    for (const line of logLines) expect(scalars(JSON.parse(line)), line).not.toContain(CVV);
  });
});
