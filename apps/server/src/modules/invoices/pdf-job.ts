import type { BillDocument, PdfLang, ReceiptDocument, SettlementDocument } from './document-types.ts';

/** What the main thread sends a PDF worker: plain data only, so it crosses the thread by structured clone. */
export type PdfJob =
  | { kind: 'bill'; doc: BillDocument; lang: PdfLang }
  | { kind: 'receipt'; doc: ReceiptDocument; lang: PdfLang }
  | { kind: 'settlement'; doc: SettlementDocument; lang: PdfLang };

/** A worker's answer to its one job: the PDF bytes (transferred, not copied) or why it failed. */
export type PdfReply = { pdf: Uint8Array } | { error: string };
