import type { FastifyInstance } from 'fastify';
import { calls, GetLastInvoiceDetailsSchema } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';

/** Muscat Electricity: a postpaid service with bill details, so its last bill is a PDF. */
export const ELECTRICITY = { billerID: 11, serviceID: 111 } as const;

/** Ordinary electricity accounts, distinct within a test file, so nothing is served from the cache by accident. */
let sequence = 0;
export const freshAccount = () => `71${String(++sequence).padStart(8, '0')}`;

/** RegistredBills/GetLastInvoice from a client address; the bill's PDF bytes. */
export async function lastInvoicePdf(
  app: FastifyInstance,
  billingNo: string,
  opts: { ip?: string; lang?: 'en' | 'ar' } = {},
): Promise<Buffer> {
  const answer = await call(
    app,
    calls.getLastInvoice,
    { deviceInfo, ...ELECTRICITY, billingNo, mobileNumber: null, ...(opts.lang ? { lang: opts.lang } : {}) },
    { ip: opts.ip },
  );
  expectResult(answer, 0);
  const { invoiceFile } = GetLastInvoiceDetailsSchema.parse(answer.details);
  if (!invoiceFile) throw new Error(`no invoice for ${billingNo}`);
  return Buffer.from(invoiceFile, 'base64');
}
