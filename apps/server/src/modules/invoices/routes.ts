import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { invoiceService } from './invoice-service.ts';

export function registerInvoices(app: FastifyInstance, deps: Deps): void {
  const service = invoiceService(deps.db, deps.billers);
  registerCall(app, deps.sessions, calls.printInvoice, (body, ctx) => service.printInvoice(body, ctx));
  registerCall(app, deps.sessions, calls.getLastInvoice, (body) => service.lastInvoice(body));
}
