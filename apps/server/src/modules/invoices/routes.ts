import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { invoiceService } from './invoice-service.ts';
import { PdfPool } from './pdf-pool.ts';
import { RenderCache } from './render-cache.ts';

export function registerInvoices(app: FastifyInstance, deps: Deps): ReturnType<typeof invoiceService> {
  const { config } = deps;
  const pdfs = new PdfPool({ size: config.PDF_WORKERS, queueLimit: config.PDF_QUEUE_LIMIT });
  // Tests build many apps and few render; everywhere else the first customer should not wait for a cold worker.
  if (config.NODE_ENV !== 'test') app.addHook('onReady', async () => pdfs.warm());
  app.addHook('onClose', () => pdfs.close());
  const cache = () => new RenderCache(config.INVOICE_CACHE_ENTRIES);
  const service = invoiceService(deps.db, deps.billers, deps.vault, pdfs, cache(), cache());
  registerCall(app, deps.sessions, calls.printInvoice, (body, ctx) => service.printInvoice(body, ctx));
  // Public and the costliest call we have: a limit of its own, well under the API's.
  registerCall(app, deps.sessions, calls.getLastInvoice, (body) => service.lastInvoice(body), {
    rateLimitPerMinute: config.INVOICE_RATE_LIMIT_PER_MINUTE,
  });
  return service;
}
