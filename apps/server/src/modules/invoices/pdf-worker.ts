import { setPriority } from 'node:os';
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
/** Out of -20 (first) … 19 (last): CPU left over by requests still goes to documents, at a tenth of their weight. */
const WORKER_NICENESS = 10;

// A document can wait a little; a payment's request should not wait for a document (issue 36: card payments'
// p99 at 20/s was two to three times the goal while receipts were drawn on the other core). On Linux a
// nice value belongs to a thread, so this lowers this worker alone, not the event loop that serves requests.
// Elsewhere it would lower the whole process, so there it is left alone.
if (process.platform === 'linux') setPriority(0, WORKER_NICENESS);

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
