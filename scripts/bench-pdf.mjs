#!/usr/bin/env node
// Receipt PDF render time (warm), English and Arabic. Run: node --import tsx scripts/bench-pdf.mjs
import { renderReceiptPdf } from '../apps/server/src/modules/invoices/receipt-pdf.tsx';
import { RECEIPT } from '../apps/server/test/invoices/fixtures.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
for (const lang of ['en', 'ar']) {
  await renderReceiptPdf(RECEIPT, lang);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await renderReceiptPdf(RECEIPT, lang);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${lang}: median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, fastest ${times[0].toFixed(0)} ms over ${RUNS} renders`);
}
