import { afterEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/payments/ledger.ts';
import { expectResult } from '../support/api.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  billLine,
  minutesFromNow as minutes,
  paymentIdOf,
  paymentRow,
  postingsOf,
  totalBaisa,
  WALLET,
  walletBalance,
  walletCode,
  walletPay,
} from './payment-fixtures.ts';

/**
 * Issue 34, item 6: the wire itself failing between the portal and the providers (a TCP proxy in
 * between, test/support/fault-proxy.ts), with the guarantees of the sandbox faults: nothing lost, held
 * or taken twice, and the customer told the truth.
 */
// The breaker re-opens the wire 300 ms after it opened, so a test can wait for it instead of ten seconds.
const t = usePaymentApp({ PROVIDER_BREAKER_OPEN_MS: 300 }, { faultProxies: true });
const breakerHalfOpen = () => new Promise((r) => setTimeout(r, 350));
const proxies = () => t.proxies!;

afterEach(async () => {
  proxies().billers.clear();
  proxies().wallet.clear();
  await breakerHalfOpen();
});

const paymentOf = async (validationCode: string) => paymentRow(t.db, await paymentIdOf(t.db, validationCode));

async function expectLedgerClean() {
  expect((await checkLedger(t.db)).problems).toEqual([]);
}

describe('the wallet over a broken wire', () => {
  it('cuts the answer to a debit: asked again under the same key, the debit is taken once and the bill paid', async () => {
    const { bill, line } = await billLine(t.app);
    const before = await walletBalance(t.db, WALLET.funded);
    proxies().wallet.arm('POST /v1/debits ', { kind: 'cut' });
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line)), 0);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before - totalBaisa(bill));
    await expectLedgerClean();
  });

  it('answers garbage to the debit and to every look-up: the customer is told it is pending, and the reconciler settles it once the wire is back', async () => {
    const { bill, line } = await billLine(t.app);
    const before = await walletBalance(t.db, WALLET.funded);
    proxies().wallet.arm('POST /v1/debits ', { kind: 'garbage' }, 3);
    proxies().wallet.arm('POST /v1/transactions/lookup ', { kind: 'garbage' }, 100);
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line)), 1);
    proxies().wallet.clear();
    await breakerHalfOpen();
    await t.app.reconciler.runOnce(minutes(5));
    await t.app.reconciler.runOnce(minutes(20));
    const p = await paymentOf(line.ValidationCode);
    expect(['completed', 'failed']).toContain(p.state);
    // The garbage never reached the wallet: whatever the end, the balance tells the same story.
    expect(await walletBalance(t.db, WALLET.funded)).toBe(p.state === 'completed' ? before - totalBaisa(bill) : before);
    await expectLedgerClean();
  });

  it('is slow on the wire but within the timeout: paid once', async () => {
    const { bill, line } = await billLine(t.app);
    const before = await walletBalance(t.db, WALLET.funded);
    proxies().wallet.arm('POST /v1/debits ', { kind: 'delay', ms: 400 });
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line)), 0);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before - totalBaisa(bill));
  });
});

describe('the biller switch over a broken wire', () => {
  it('drops every posting: the line waits, and is posted once when the wire is back', async () => {
    const { line } = await billLine(t.app);
    proxies().billers.arm('POST /v1/postings ', { kind: 'drop' }, 1000);
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line)), 1);
    const waiting = await paymentOf(line.ValidationCode);
    expect(waiting.state).toBe('authorized');
    proxies().billers.clear();
    await breakerHalfOpen();
    await t.app.reconciler.runOnce(minutes(5));
    const p = await paymentOf(line.ValidationCode);
    expect(p.state).toBe('completed');
    expect(await postingsOf(t.db, p.id)).toBe(1);
    await expectLedgerClean();
  });

  it('cuts the answer to a posting: asked again under the same reference, the biller is paid once', async () => {
    const { line } = await billLine(t.app);
    proxies().billers.arm('POST /v1/postings ', { kind: 'cut' }, 2);
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line)), 0);
    const p = await paymentOf(line.ValidationCode);
    expect(await postingsOf(t.db, p.id)).toBe(1);
    await expectLedgerClean();
  });
});
