import { parentPort } from 'node:worker_threads';
import { renderBillPdf } from './bill-pdf.tsx';
import { registerPdfFonts } from './fonts.ts';
import type { PdfJob, PdfReply } from './pdf-job.ts';
import { renderReceiptPdf } from './receipt-pdf.tsx';
import { renderSettlementPdf } from './settlement-pdf.tsx';

/**
 * Entry of a PDF worker thread (pdf-pool.ts). A file of its own so that a bundler can emit it as a
 * second entry point. It renders one job at a time; the pool never sends a second before the answer.
 */
if (!parentPort) throw new Error('pdf-worker.ts runs only as a worker thread (see pdf-pool.ts)');
const port = parentPort;

// Decoding the fonts takes a moment; pay it when the worker starts, not on someone's first document.
registerPdfFonts();

port.on('message', (job: PdfJob) => void answer(job));

async function answer(job: PdfJob): Promise<void> {
  try {
    const pdf =
      job.kind === 'bill'
        ? await renderBillPdf(job.doc, job.lang)
        : job.kind === 'settlement'
          ? await renderSettlementPdf(job.doc, job.lang)
          : await renderReceiptPdf(job.doc, job.lang);
    // A Buffer may be a view into a shared pool; copy into an ArrayBuffer of its own so it can be transferred.
    const bytes = new Uint8Array(pdf);
    port.postMessage({ pdf: bytes } satisfies PdfReply, [bytes.buffer]);
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies PdfReply);
  }
}
