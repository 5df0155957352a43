import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { calls, GetLastInvoiceDetailsSchema } from '@portal/contract';
import { PdfPool } from '../../src/modules/invoices/pdf-pool.ts';
import { deviceInfo } from '../support/api.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { ELECTRICITY, freshAccount } from './last-invoice-helpers.ts';

/**
 * Issue 9: twenty public invoice calls at once rendered on the event loop and held /healthz for 2.1 s.
 * Over a real socket, because app.inject shares the loop with the test and hides a stall.
 */
let t: TestApp;
let origin: string;
beforeAll(async () => {
  // A retry sends twenty more calls from the same address; the per-client limit is another test's subject.
  t = await buildTestApp({ INVOICE_RATE_LIMIT_PER_MINUTE: 1000 });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function lastInvoice(billingNo: string): Promise<string | null> {
  const res = await fetch(`${origin}/api/${calls.getLastInvoice.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceInfo, ...ELECTRICITY, billingNo }),
  });
  const answer = (await res.json()) as { result: { errorCode: number }; details: unknown };
  expect(answer.result.errorCode).toBe(0);
  return GetLastInvoiceDetailsSchema.parse(answer.details).invoiceFile;
}

async function healthzMs(): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${origin}/healthz`);
  await res.text();
  expect(res.status).toBe(200);
  return performance.now() - start;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Retried because a machine shared with other busy processes can deschedule the loop for 100 ms now
// and then; rendering on the loop stalls every sample for a whole render and fails every attempt.
it('answers /healthz within 100 ms, every time, while twenty last invoices render', { retry: 2 }, async () => {
  // Once through both routes first: the first call of a route compiles its code, which is not what is measured.
  await healthzMs();
  await lastInvoice(freshAccount());

  const handedOver = vi.spyOn(PdfPool.prototype, 'render');
  let rendering = true;
  // Distinct accounts, so every call renders: the cache must not hide the work.
  const invoices = Promise.all(Array.from({ length: 20 }, () => lastInvoice(freshAccount()))).finally(() => {
    rendering = false;
  });
  // Measured from when all twenty wait for or sit in a renderer, the work in question; accepting
  // twenty requests in one instant costs the loop some milliseconds whatever they ask for.
  while (handedOver.mock.calls.length < 20 && rendering) await sleep(5);
  const samples: number[] = [];
  while (rendering) {
    samples.push(await healthzMs());
    await sleep(50);
  }
  const pdfs = await invoices;
  expect(pdfs.every((pdf) => pdf !== null && Buffer.from(pdf, 'base64').subarray(0, 5).toString() === '%PDF-')).toBe(true);
  expect(samples.length).toBeGreaterThanOrEqual(5);
  expect(Math.max(...samples), `healthz samples (ms): ${samples.map((ms) => ms.toFixed(1)).join(', ')}`).toBeLessThan(100);
  if (process.env.PRINT_HEALTHZ)
    console.log(`${samples.length} samples, max ${Math.max(...samples).toFixed(1)} ms: ${samples.map((ms) => ms.toFixed(1)).join(', ')}`);
});
