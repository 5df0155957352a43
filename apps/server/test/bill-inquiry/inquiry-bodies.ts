import type { FastifyInstance } from 'fastify';
import { calls, InquiryResultSchema, type InquiryResult, type RequestOf } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';

/** Seeded services the inquiry tests use (src/db/seed/catalog-data.ts). */
export const SEEDED = {
  electricity: { billerID: 11, serviceID: 111 },
  water: { billerID: 21, serviceID: 211 },
  omantelMobile: { billerID: 31, serviceID: 311 },
  omantelRecharge: { billerID: 31, serviceID: 313, recharge: 3131, data: 3132 },
  ooredooRecharge: { billerID: 32, serviceID: 322, recharge: 3221 },
  trafficFines: { billerID: 41, serviceID: 411 },
  landFees: { billerID: 42, serviceID: 421 },
  housingLoan: { billerID: 42, serviceID: 422 },
  insurance: { billerID: 51, serviceID: 511 },
  waterTanker: { billerID: 21, serviceID: 212 },
  playStation: { billerID: 71, serviceID: 711, usd25: 7112 },
} as const;

type Ids = { billerID: number; serviceID: number };

export const postBill = (ids: Ids, billingNo: string): RequestOf<typeof calls.inquirePostBill> => ({
  deviceInfo,
  customerInfo: { customerID: -1 },
  postPaidBill: { billingNo, billNo: '', billerID: ids.billerID, serviceID: ids.serviceID, Channel: 'I' },
});

export const preBill = (
  ids: Ids,
  fields: { billingNo?: string | null; amount?: number | null; serviceCategory?: number | null },
): RequestOf<typeof calls.inquirePreBill> => ({
  deviceInfo,
  customerInfo: { customerID: -1 },
  prePaidBill: { billerID: ids.billerID, serviceID: ids.serviceID, Channel: 'I', ...fields },
});

/** A successful inquiry's result, checked against the contract. */
export async function inquireOk(
  app: FastifyInstance,
  body: RequestOf<typeof calls.inquirePostBill> | RequestOf<typeof calls.inquirePreBill>,
): Promise<InquiryResult> {
  const answer = 'postPaidBill' in body ? await call(app, calls.inquirePostBill, body) : await call(app, calls.inquirePreBill, body);
  expectResult(answer, 0);
  return InquiryResultSchema.parse(answer.details);
}
