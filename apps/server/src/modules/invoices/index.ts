// Its type only: app.ts builds the service (registerInvoices) and hands it to notifications for receipt PDFs.
export type { invoiceService } from './invoice-service.ts';
// The PDF workers, for other modules' documents (the settlement report, issue 32).
export { PdfPool } from './pdf-pool.ts';
