import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { staffCallDeps } from '../back-office/index.ts';
import { PdfPool } from '../invoices/index.ts';
import { registerSettlementCalls } from './settlement-routes.ts';

/** Settlement and reconciliation (issue 32): the back office's finance half, behind the same staff calls. */
export function registerSettlement(app: FastifyInstance, deps: Deps): void {
  const { config } = deps;
  // Its own worker, started on the first report: finance's PDFs do not queue behind customers' receipts.
  const pdfs = new PdfPool({ size: 1, queueLimit: config.PDF_QUEUE_LIMIT });
  app.addHook('onClose', () => pdfs.close());
  registerSettlementCalls(app, staffCallDeps(deps), { sandbox: !config.isProduction && config.BILLER_NETWORK !== 'http', pdfs });
}
