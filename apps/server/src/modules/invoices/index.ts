// Its type only: app.ts builds the service (registerInvoices) and hands it to notifications for receipt PDFs.
export type { invoiceService } from './invoice-service.ts';
