import type { FastifyInstance } from 'fastify';
import { calls, GetAllTransactionHistoryDetailsSchema, type Envelope, type RequestOf } from '@portal/contract';
import { insertPastPayment } from '../../src/db/seed/payment-history.ts';
import type { PlannedLine, PlannedPayment } from '../../src/db/seed/payment-history-plan.ts';
import type { Db } from '../../src/platform/db.ts';
import { call, deviceInfo, expectResult } from '../support/api.ts';

type Body = RequestOf<typeof calls.getAllTransactionHistory>;
export type HistoryFilters = NonNullable<Body['paymentInfo']>;

export const history = (
  app: FastifyInstance,
  sid: string | undefined,
  filters: HistoryFilters = {},
  paging?: Body['paging'],
  customerID?: number,
) =>
  call(
    app,
    calls.getAllTransactionHistory,
    { deviceInfo, paymentInfo: filters, ...(paging ? { paging } : {}), ...(customerID ? { customerInfo: { customerID } } : {}) },
    sid,
  );

export function pageOf(answer: Envelope<unknown>) {
  expectResult(answer, 0);
  return GetAllTransactionHistoryDetailsSchema.parse(answer.details);
}

export async function rowsOf(app: FastifyInstance, sid: string, filters: HistoryFilters = {}, paging?: Body['paging']) {
  return pageOf(await history(app, sid, filters, paging)).rows;
}

/** A payment of the past written straight into the tables, as the payment flows leave one. */
export function pastPayment(db: Db, customerId: number, at: Date, line: Partial<PlannedLine> = {}, p: Partial<PlannedPayment> = {}) {
  return db.tx((q) =>
    insertPastPayment(q, customerId, {
      at,
      kind: 'one_time',
      method: 'Wallet',
      state: 'completed',
      lines: [
        {
          billerId: 11,
          serviceId: 111,
          serviceCategoryId: null,
          billingNo: '123456789',
          paid: 10_000,
          fee: 100,
          vat: 5,
          tax: 0,
          outcome: 'posted',
          ...line,
        },
      ],
      ...p,
    }),
  );
}

const OMAN_MS = 4 * 3600_000;
/** The calendar day in Oman (UTC+4) of an instant, as YYYY-MM-DD. */
export const omanDate = (d: Date) => new Date(d.getTime() + OMAN_MS).toISOString().slice(0, 10);
export const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
