import { afterAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { loadConfig } from '../../src/platform/config.ts';
import { buildApp } from '../../src/app.ts';
import { productionEnv } from '../production/production-env.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { billLine, cardNonce, completePayment, confirmedSession, receiptOf } from '../payments/payment-fixtures.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 10, item 5: GET /metrics in Prometheus' format counts what an operator watches. */
const t = usePaymentApp();

async function scrape(app = t.app, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  return { status: res.statusCode, text: res.body, headers: res.headers };
}
/** A sample's value, e.g. value(text, 'portal_payments{state="completed"}'); 0 when absent. */
function value(text: string, sample: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('counts a payment by state, the call that made it, and a reconciler run', async () => {
    const before = await scrape();
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.headers['cache-control']).toBe('no-store');

    const { line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    expect(receiptOf(await completePayment(t.app, paymentSessionId)).status).toBe('completed');
    await t.app.reconciler.runOnce();
    // The receipt's text leaves after the answer, on this server's notification worker.
    await t.app.notifier.settled();

    const after = await scrape();
    expect(value(after.text, 'portal_payments{state="completed"}')).toBe(value(before.text, 'portal_payments{state="completed"}') + 1);
    const route = `/api/${calls.completePayment.path}`;
    expect(
      value(after.text, `portal_http_request_duration_seconds_count{route="${route}",method="POST",status_code="200"}`),
    ).toBeGreaterThanOrEqual(1);
    expect(value(after.text, 'portal_reconciler_runs_total')).toBe(value(before.text, 'portal_reconciler_runs_total') + 1);
    for (const name of [
      'portal_payments_open_over_10m',
      'portal_outbox_backlog{channel="sms"}',
      'portal_db_pool_connections{kind="total"}',
      'portal_notifications_total{channel="sms",outcome="delivered"}',
    ]) {
      expect(after.text, name).toContain(name);
    }
    // The biller switch was asked over its signed API: the inquiry and the posting, each counted and timed.
    expect(value(after.text, 'portal_provider_requests_total{provider="biller-switch",operation="postPayment",outcome="ok"}')).toBe(
      value(before.text, 'portal_provider_requests_total{provider="biller-switch",operation="postPayment",outcome="ok"}') + 1,
    );
    expect(
      value(after.text, 'portal_provider_request_duration_seconds_count{provider="biller-switch",operation="inquireBill"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(after.text).toContain('portal_provider_breaker_open{provider="wallet"} 0');
    // Ids in URLs never become labels: the route is the pattern.
    expect(after.text).not.toContain(paymentSessionId);
  });

  describe('who may read it', () => {
    const apps: TestApp[] = [];
    afterAll(() => Promise.all(apps.map((a) => a.close())));

    it('with METRICS_TOKEN, only a request bearing it', async () => {
      const app = await buildTestApp({ METRICS_TOKEN: 'scrape-token-of-sixteen+' });
      apps.push(app);
      expect((await scrape(app.app)).status).toBe(401);
      expect((await scrape(app.app, { authorization: 'Bearer wrong-token-of-sixteen' })).status).toBe(401);
      expect((await scrape(app.app, { authorization: 'Bearer scrape-token-of-sixteen+' })).status).toBe(200);
    });

    it('in production without a token, nobody (404)', async () => {
      const config = loadConfig(productionEnv());
      const app = await buildApp({ config, db: t.db, serveClient: false });
      try {
        expect((await scrape(app)).status).toBe(404);
      } finally {
        await app.close();
      }
    });
  });
});
