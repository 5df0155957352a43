import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  BulkInquiryDetailsSchema,
  BulkInquiryOkItemSchema,
  calls,
  ConfirmCardNonceDetailsSchema,
  SetPaymentCardDetailsSchema,
  type BulkInquiryItem,
  type BulkPaymentLine,
  type Envelope,
  type RequestOf,
} from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, readCode } from '../support/api.ts';
import { ELECTRICITY } from '../payments/payment-fixtures.ts';
import type { Db } from '../../src/platform/db.ts';

export type PostItem = RequestOf<typeof calls.bulkInquirePostPaid>['postPaidBills'][number];
export type PreItem = RequestOf<typeof calls.bulkInquirePrePaid>['prePaidBills'][number];
export const WATER = { billerID: 21, serviceID: 211 } as const;
export const RECHARGE = { billerID: 31, serviceID: 313 } as const;

/** An electricity bill (or another service) to inquire by reference. */
export const postItem = (billingNo: string, ids: { billerID: number; serviceID: number } = ELECTRICITY): PostItem => ({
  billingNo,
  billNo: '',
  ...ids,
  channel: 'I',
});

export const bulkInquire = (app: FastifyInstance, sid: string | undefined, postPaidBills: PostItem[], customerID?: number) =>
  call(
    app,
    calls.bulkInquirePostPaid,
    { deviceInfo, tokenInfo: null, postPaidBills, ...(customerID ? { customerInfo: { customerID } } : {}) },
    sid,
  );

export const bulkInquirePre = (app: FastifyInstance, sid: string | undefined, prePaidBills: PreItem[]) =>
  call(app, calls.bulkInquirePrePaid, { deviceInfo, tokenInfo: null, prePaidBills }, sid);

export function itemsOf(answer: Envelope<unknown>): BulkInquiryItem[] {
  expectResult(answer, 0);
  return BulkInquiryDetailsSchema.parse(answer.details);
}

/** Inquires bills that must all be found; the answered items. */
export async function inquired(app: FastifyInstance, sid: string, items: PostItem[]) {
  return itemsOf(await bulkInquire(app, sid, items)).map((i) => BulkInquiryOkItemSchema.parse(i));
}

/** The payment line of an answered bill: by default its paidAmount (the due, or 0 when in credit). */
export const lineOf = (item: ReturnType<typeof BulkInquiryOkItemSchema.parse>, paid = item.paidAmount): BulkPaymentLine => ({
  billingNo: item.billingNo,
  billNo: item.billNo,
  billerID: item.billerID,
  serviceID: item.serviceID,
  ServiceCategory: item.serviceCategory,
  DueAmount: item.dueAmount,
  PaidAmount: paid,
  FeeAmount: item.feeAmount,
  ValidationCode: item.validationCode,
  Channel: 'I',
  registeredBillId: item.registeredBillId,
});

/** What the customer pays for a basket (baisa): paid amounts plus the charges of every paid line. */
export const basketBaisa = (items: Array<ReturnType<typeof BulkInquiryOkItemSchema.parse>>, lines: BulkPaymentLine[]) =>
  lines.reduce((sum, l, i) => {
    const it = items[i]!;
    const paid = Math.round(l.PaidAmount * 1000);
    return sum + (paid > 0 ? paid + Math.round((it.feeAmount + it.vatAmount + it.taxAmount) * 1000) : 0);
  }, 0);

// ── Wallet ────────────────────────────────────────────────────────────────────────────────────────

export async function bulkWalletCode(app: FastifyInstance, sid: string, bills: BulkPaymentLine[], mobile = '96890000001') {
  const { utr } = challengeOf(
    await call(app, calls.bulkGenerateToken, { deviceInfo, token: { mobileNumber: mobile }, paymentInfo: { bills } }, sid),
  );
  return { utr, pin: await readCode(app, mobile) };
}

export const bulkWalletPay = (
  app: FastifyInstance,
  sid: string | undefined,
  bills: BulkPaymentLine[],
  code: { utr: string; pin: string },
  mobile = '96890000001',
) =>
  call(
    app,
    calls.bulkConfirmPaymentWallet,
    {
      deviceInfo,
      paymentInfo: { bills, PaymentMethod: 'Wallet' },
      authenticate: code,
      CustomerInfo: null,
      legalDocument: null,
      walletInfo: { senderId: mobile },
    },
    sid,
  );

// ── Cards ─────────────────────────────────────────────────────────────────────────────────────────

export const bulkSetPaymentCard = (
  app: FastifyInstance,
  sid: string,
  bills: BulkPaymentLine[],
  cardInfo: { cardID?: number; cvvNonce?: string; Nonce?: string },
  usePoints?: boolean,
) =>
  call(
    app,
    calls.bulkSetPaymentCard,
    { deviceInfo, cardInfo, paymentInfo: { bills, currency: 512 }, CustomerInfo: null, ...(usePoints ? { usePoints } : {}) },
    sid,
  );

/** BulkSetPaymentCard's -2: the order and the code texted to the customer's mobile. */
export async function orderOf(app: FastifyInstance, answer: Envelope<unknown>, mobile = '96890000001') {
  const { utr } = challengeOf(answer);
  const { postOrder } = SetPaymentCardDetailsSchema.parse(answer.details);
  return { order: postOrder.payObject, code: { utr, pin: await readCode(app, mobile) } };
}

export const bulkCardPay = (
  app: FastifyInstance,
  sid: string | undefined,
  order: { paymentId: string; orderId: string },
  code: { utr: string; pin: string },
  cardID?: number,
) =>
  call(
    app,
    calls.bulkConfirmPaymentCard,
    { deviceInfo, authenticate: { ...code, ...order }, cardInfo: cardID ? { cardID } : null, CustomerInfo: null, legalDocument: null },
    sid,
  );

export const bulkNonce = (
  app: FastifyInstance,
  sid: string | undefined,
  bills: BulkPaymentLine[],
  Nonce: string,
  viaSdk = false,
  usePoints = false,
) =>
  call(
    app,
    viaSdk ? calls.sdkBulkConfirmCardNonce : calls.bulkConfirmCardNonce,
    {
      deviceInfo,
      paymentInfo: { bills, PaymentMethod: 'CreditCard' },
      cardInfo: { Nonce },
      CustomerInfo: { Email: 'ahmed.harthy@example.om', Lang: 'en' },
      legalDocument: null,
      isbulk: true,
      ...(usePoints ? { usePoints } : {}),
    },
    sid,
  );

export async function bulkSession(app: FastifyInstance, sid: string, bills: BulkPaymentLine[], nonce: string, viaSdk = false) {
  const answer = await bulkNonce(app, sid, bills, nonce, viaSdk);
  expectResult(answer, 0);
  return ConfirmCardNonceDetailsSchema.parse(answer.details);
}

/** Postings of a payment by line number: how many times the biller was paid for each line. */
export async function postingsByLine(db: Db, paymentId: string): Promise<Record<number, number>> {
  const rows = await db.query<{ reference: string }>(
    "SELECT reference FROM sandbox_biller_postings WHERE left(reference, length($1) + 1) = $1 || ':'",
    [paymentId],
  );
  const out: Record<number, number> = {};
  for (const r of rows) {
    const n = Number(r.reference.split(':')[1]); // <paymentId>:<line>:post
    out[n] = (out[n] ?? 0) + 1;
  }
  expect(Object.values(out).every((c) => c === 1)).toBe(true);
  return out;
}
