import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { registeredBillsService } from './service.ts';

export function registerRegisteredBills(app: FastifyInstance, deps: Deps): void {
  const service = registeredBillsService(deps);
  const s = deps.sessions;
  registerCall(app, s, calls.getAllRegisteredBills, (body, ctx) => service.list(ctx.session, body.customerInfo.customerID));
  registerCall(app, s, calls.saveRegisteredBill, (body, ctx) => service.save(ctx.session, body));
  registerCall(app, s, calls.editRegisteredBill, (body, ctx) =>
    service.rename(ctx.session, body.billInfo.billId, body.billInfo.name, body.customerInfo?.customerID),
  );
  registerCall(app, s, calls.deleteRegisteredBill, (body, ctx) =>
    service.remove(ctx.session, body.billInfo.billID, body.customerInfo?.customerID),
  );
}
