import { calls } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { countingDb } from '../../src/platform/sql-count.ts';
import { expectResult } from '../support/api.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { billLine, cardNonce, completePayment, confirmedSession, walletCode, walletPay } from './payment-fixtures.ts';

/**
 * What one payment costs the database (issue 36, decisions 057, 065 and 078): statements per route of the
 * journey (a wallet's inquiry, code, pay; a card's inquiry, token, confirmation and result page; the
 * receipt queued inside the last), counted as SQL_COUNT counts them: the portal's own, not the sandbox
 * providers'. PRINT_SQL=1 prints them, the way to see which read repeats before changing anything.
 */
interface Statement {
  route: string;
  sql: string;
  params: readonly unknown[];
}
const seen: Statement[] = [];
let recording = false;

// The catalog cached as in production (tests switch it off to see their own changes at once).
const t = usePaymentApp(
  { CATALOG_CACHE_SECONDS: 300 },
  { appDb: (db) => countingDb(db, (route, sql, params) => recording && seen.push({ route, sql, params })) },
);

const WALLET_ROUTES = [calls.inquirePostBill, calls.generateToken, calls.walletPay].map((c) => `/api/${c.path}`);
const CARD_ROUTES = [calls.inquirePostBill, calls.getPaymentToken, calls.sdkConfirmCardNonce, calls.completePayment].map(
  (c) => `/api/${c.path}`,
);
const squeeze = (sql: string) => sql.replace(/\s+/g, ' ').trim();

async function walletPayment() {
  const { line } = await billLine(t.app);
  const code = await walletCode(t.app, line);
  expectResult(await walletPay(t.app, line, code), 0);
}

async function cardPayment() {
  const { line } = await billLine(t.app);
  const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
  expectResult(await completePayment(t.app, paymentSessionId), 0);
}

/** The statements of the journey's routes in a second payment (caches warm, as on a server up a while), and the reads repeated within a request. */
async function statementsOf(pay: () => Promise<void>, routes: string[]) {
  await pay();
  seen.length = 0;
  recording = true;
  await pay();
  recording = false;
  const ofJourney = seen.filter((s) => routes.includes(s.route));
  if (process.env.PRINT_SQL) {
    for (const route of routes) {
      const mine = ofJourney.filter((s) => s.route === route);
      console.log(`${route}: ${mine.length}\n${mine.map((s) => `  ${squeeze(s.sql).slice(0, 160)}`).join('\n')}`);
    }
  }
  const repeated = routes.flatMap((route) => {
    const reads = ofJourney
      .filter((s) => s.route === route && /^\s*SELECT/i.test(s.sql))
      .map((s) => `${squeeze(s.sql)} ${JSON.stringify(s.params)}`);
    return reads.filter((r, i) => reads.indexOf(r) !== i).map((r) => `${route}: ${r}`);
  });
  const per = (path: string) => ofJourney.filter((s) => s.route === `/api/${path}`).length;
  return { count: ofJourney.length, repeated, per };
}

describe('SQL statements of one payment', () => {
  it('a wallet payment: within 13 from inquiry to receipt queued, and no request reads the same thing twice', async () => {
    const { count, repeated } = await statementsOf(walletPayment, WALLET_ROUTES);
    expect(repeated).toEqual([]);
    expect(count).toBeLessThanOrEqual(13);
  });

  it('a card payment: the payment written already sent in one statement, and the result page claims it with its lines', async () => {
    const { count, repeated, per } = await statementsOf(cardPayment, CARD_ROUTES);
    expect(repeated).toEqual([]);
    // Confirmation: the request counted, the inquiry priced, the payment written already sent and its inquiry
    // taken (no transaction), the gateway's answer recorded.
    expect(per(calls.sdkConfirmCardNonce.path)).toBeLessThanOrEqual(4);
    // The result page: the request counted, the claim with the lines, the gateway's answer recorded, the close
    // with the line marked posted.
    expect(per(calls.completePayment.path)).toBeLessThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(12);
  });
});
