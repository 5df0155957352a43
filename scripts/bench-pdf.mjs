#!/usr/bin/env node
// Receipt PDF render time (warm), English and Arabic: on this thread, then through the worker pool the
// server uses (one job at a time, and twenty at once). Run: node --import tsx scripts/bench-pdf.mjs
import { availableParallelism } from 'node:os';
import { PdfPool } from '../apps/server/src/modules/invoices/pdf-pool.ts';
import { renderReceiptPdf } from '../apps/server/src/modules/invoices/receipt-pdf.tsx';
import { RECEIPT } from '../apps/server/test/invoices/fixtures.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WORKERS = Number(process.env.PDF_WORKERS ?? Math.max(1, Math.min(2, availableParallelism() - 1)));

// CPU is the process's (every thread: the worker's render, GC helpers): on a shared machine it moves far
// less with the load than the wall time does (decision 061).
async function timed(label, render) {
  await render();
  const times = [];
  const cpu = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    await render();
    const spent = process.cpuUsage(used);
    times.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(RUNS / 2)].toFixed(0);
  console.log(
    `${label}: median ${median(times)} ms, CPU ${median(cpu)} ms, fastest ${Math.min(...times).toFixed(0)} ms over ${RUNS} renders`,
  );
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
