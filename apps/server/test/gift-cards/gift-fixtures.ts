import type { FastifyInstance } from 'fastify';
import { calls, ConfirmCardNonceDetailsSchema, type InquiryResult, type PaymentLine } from '@portal/contract';
import { call, deviceInfo, outbox } from '../support/api.ts';
import type { PaymentTestApp } from '../support/payment-app.ts';
import { inquireOk, preBill } from '../bill-inquiry/inquiry-bodies.ts';

/** Seeded gift cards (catalog-data.ts giftCard()): PlayStation Store $10/$25/$50 and a cinema voucher that is not one. */
export const PLAYSTATION = { billerID: 71, serviceID: 711, usd10: 7111, usd25: 7112 } as const;
export const NETFLIX = { billerID: 74, serviceID: 741, usd25: 7411 } as const;
export const CINEMA = { billerID: 61, serviceID: 611, standard: 6111 } as const;
export const VOUCHER = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

type Ids = { billerID: number; serviceID: number };

/** A denomination inquired as the gift-card page does (no reference; the amount sent is ignored). */
export async function inquireGift(
  app: FastifyInstance,
  ids: Ids,
  denomination: number,
): Promise<{ bill: InquiryResult; line: PaymentLine }> {
  const bill = await inquireOk(app, preBill(ids, { serviceCategory: denomination, amount: 1 }));
  const line: PaymentLine = {
    billingNo: bill.billingNo,
    billNo: bill.billNo,
    billerID: ids.billerID,
    serviceID: ids.serviceID,
    ServiceCategory: denomination,
    DueAmount: bill.dueAmount,
    PaidAmount: bill.dueAmount,
    FeeAmount: bill.feeAmount,
    ValidationCode: bill.validationCode,
    Channel: 'I',
  };
  return { bill, line };
}

/** The hosted-card road with the buyer's contact (a visitor gives e-mail and mobile). */
export const confirmGiftNonce = (
  t: PaymentTestApp,
  line: PaymentLine,
  nonce: string,
  contact: { Email?: string | null; MobileNo?: string | null },
  sessionId?: string,
) =>
  call(
    t.app,
    calls.sdkConfirmCardNonce,
    {
      deviceInfo,
      paymentInfo: { ...line, PaymentMethod: 'CreditCard' },
      cardInfo: { Nonce: nonce },
      customerInfo: contact,
      legalDocument: null,
    },
    sessionId,
  );

export const sessionOf = (answer: { details: unknown }) => ConfirmCardNonceDetailsSchema.parse(answer.details).paymentSessionId;

/** The voucher messages texted to a mobile (newest first). */
export const voucherTexts = async (app: FastifyInstance, mobile: string) =>
  (await outbox(app, mobile)).filter((m) => /voucher code/i.test(m.text));
