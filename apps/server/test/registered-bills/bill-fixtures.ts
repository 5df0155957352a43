import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  calls,
  GetAllRegisteredBillsDetailsSchema,
  RegisteredBillDetailsSchema,
  type Envelope,
  type RegisteredBill,
  type RequestOf,
} from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';

export type BillInfo = RequestOf<typeof calls.saveRegisteredBill>['billInfo'];

/** Catalog ids the tests name (db/seed/catalog-data.ts). */
export const CATALOG = {
  electricity: { billerCategoryId: 1, billerId: 11, serviceId: 111 },
  prepaidMeter: { billerCategoryId: 1, billerId: 11, serviceId: 112 },
  water: { billerCategoryId: 2, billerId: 21, serviceId: 211 },
  omantelPostpaid: { billerCategoryId: 3, billerId: 31, serviceId: 311 },
  omantelRecharge: { billerCategoryId: 3, billerId: 31, serviceId: 313 },
  landFees: { billerCategoryId: 4, billerId: 42, serviceId: 421 },
  housingLoan: { billerCategoryId: 4, billerId: 42, serviceId: 422 },
} as const;

// Unique within a test file (each file has its own database), clear of the seeded references.
let sequence = 0;
export const reference = (prefix = '7') => `${prefix}${String(++sequence).padStart(8 - prefix.length, '0')}`;

/** A valid electricity bill to save, with any field replaced. */
export const billInfo = (info: Partial<BillInfo> = {}): BillInfo => ({
  ...CATALOG.electricity,
  billingNo: reference(),
  billNo: '',
  name: 'Home',
  serviceCategory: '',
  DueNotificationMethod: 'SMS',
  AlertNotificationMethod: 'SMS',
  ...info,
});

export const saveBill = (app: FastifyInstance, sessionId: string, info: Partial<BillInfo> = {}, customerID?: number) =>
  call(
    app,
    calls.saveRegisteredBill,
    { deviceInfo, billInfo: billInfo(info), customerInfo: customerID ? { customerID } : null },
    sessionId,
  );

/** Saves a bill that must be accepted; the stored bill. */
export async function savedBill(app: FastifyInstance, sessionId: string, info: Partial<BillInfo> = {}): Promise<RegisteredBill> {
  const answer = await saveBill(app, sessionId, info);
  expectResult(answer, 0, { en: 'The bill has been saved', ar: 'تم حفظ الفاتورة' });
  return RegisteredBillDetailsSchema.parse(answer.details).bill;
}

export const listBills = (app: FastifyInstance, sessionId: string, customerID: number) =>
  call(app, calls.getAllRegisteredBills, { deviceInfo, customerInfo: { customerID } }, sessionId);

export async function billsOf(app: FastifyInstance, sessionId: string, customerID: number): Promise<RegisteredBill[]> {
  const answer = await listBills(app, sessionId, customerID);
  expectResult(answer, 0);
  return GetAllRegisteredBillsDetailsSchema.parse(answer.details).bills;
}

export const editBill = (app: FastifyInstance, sessionId: string, billId: number, name: string) =>
  call(app, calls.editRegisteredBill, { deviceInfo, billInfo: { billId, name } }, sessionId);

export const deleteBill = (app: FastifyInstance, sessionId: string, billID: number) =>
  call(app, calls.deleteRegisteredBill, { deviceInfo, billInfo: { billID } }, sessionId);

/** Asserts a 901 whose description ends with the field's message (the envelope prefixes none). */
export function expectRefused(answer: Envelope<unknown>, code: number, en: string): void {
  expect(answer.result.errorCode, JSON.stringify(answer.result)).toBe(code);
  expect(answer.result.errorEDesc).toBe(en);
  expect(answer.result.errorADesc).toMatch(/[\u0600-\u06FF]/);
}
