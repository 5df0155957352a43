#!/usr/bin/env node
// Receipt PDF render time (warm), English and Arabic: on this thread, then through the worker pool the
// server uses (one job at a time, and twenty at once). Run: node --import tsx scripts/bench-pdf.mjs
import { availableParallelism } from 'node:os';
import { PdfPool } from '../apps/server/src/modules/invoices/pdf-pool.ts';
import { renderReceiptPdf } from '../apps/server/src/modules/invoices/receipt-pdf.tsx';
import { RECEIPT } from '../apps/server/test/invoices/fixtures.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WORKERS = Number(process.env.PDF_WORKERS ?? Math.max(1, Math.min(2, availableParallelism() - 1)));

async function timed(label, render) {
  await render();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, fastest ${times[0].toFixed(0)} ms over ${RUNS} renders`);
}

for (const lang of ['en', 'ar']) await timed(`${lang}, this thread`, () => renderReceiptPdf(RECEIPT, lang));

const pool = new PdfPool({ size: WORKERS, queueLimit: 64 });
try {
  for (const lang of ['en', 'ar']) await timed(`${lang}, worker pool`, () => pool.render({ kind: 'receipt', doc: RECEIPT, lang }));
  const start = performance.now();
  await Promise.all(Array.from({ length: 20 }, (_, i) => pool.render({ kind: 'receipt', doc: RECEIPT, lang: i % 2 ? 'ar' : 'en' })));
  console.log(`20 at once on ${WORKERS} worker(s): ${(performance.now() - start).toFixed(0)} ms`);
} finally {
  await pool.close();
}
