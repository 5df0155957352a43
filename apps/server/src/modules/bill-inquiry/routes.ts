import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { billInquiryService } from './service.ts';

export function registerBillInquiry(app: FastifyInstance, deps: Deps): void {
  const service = billInquiryService(deps);
  registerCall(app, deps.sessions, calls.inquirePostBill, (body, ctx) => service.inquirePostBill(body, ctx));
  registerCall(app, deps.sessions, calls.inquirePreBill, (body, ctx) => service.inquirePreBill(body, ctx));
}
