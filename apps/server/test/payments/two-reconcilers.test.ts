import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { checkLedger } from '../../src/modules/payments/ledger.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { billLine, cardNonce, confirmedSession, paymentRow, postingsOf } from './payment-fixtures.ts';

/**
 * Every server runs a reconciler on the same database (decision 013). Two of them, started at the same
 * moment over the same stuck payments, must share the work: each payment driven by one of them, each
 * bill posted once, each card captured once.
 */
const t = usePaymentApp();
let second: FastifyInstance;

beforeAll(async () => {
  second = await buildApp({ config: t.config, db: t.db, serveClient: false, gateway: t.gateway });
  await second.ready();
});

afterAll(async () => {
  await second?.close();
});

describe('two reconcilers over the same payments', () => {
  it('settle twelve abandoned card payments between them, each exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { line } = await billLine(t.app);
      ids.push((await confirmedSession(t, line, await cardNonce(t))).paymentSessionId);
    }
    const later = new Date(Date.now() + 5 * 60_000);
    const [a, b] = await Promise.all([t.app.reconciler.runOnce(later), second.reconciler.runOnce(later)]);
    // A payment the other reconciler held is left to it, and counted by whoever moved it.
    expect(a.settled + b.settled).toBe(12);
    for (const id of ids) {
      expect((await paymentRow(t.db, id)).state).toBe('completed');
      expect(await postingsOf(t.db, id)).toBe(1);
    }
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});
