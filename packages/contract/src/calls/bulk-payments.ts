import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { AuthenticateChallengeSchema, DeviceInfoSchema } from '../common-fields.ts';
import { CardCodeSchema, CardRefSchema } from './card-payments.ts';
import { CustomerContactSchema, InquiryResultSchema, LegalDocumentRefSchema, OmrAmountSchema, PaymentLineSchema } from './payments.ts';

/**
 * Registered-bills payment in bulk (spec 02 §2 "Registered-bills payment screen", §4, §5, §7).
 *
 * Departures from the spec:
 * - Each bill of a bulk inquiry answers its own outcome (`errorCode`, `errorEDesc`, `errorADesc`
 *   beside the inquiry fields): one bill not found must not hide the others. The call's own result is
 *   0 unless the request as a whole is refused (more than three bills, another customer's bill list).
 * - A bill may name its registered bill (`registeredBillId`); the server then inquires the stored
 *   biller, service, reference and category (the body's are ignored) and only for its owner.
 * - The wallet code is bound to the whole basket: `RegistredBills/BulkGenerateToken` (our addition,
 *   like GenerateToken with `paymentInfo.bills`) issues it, BulkConfirmPaymentWallet spends it.
 * - A saved card pays like the single flow: `RegistredBills/BulkSetPaymentCard` (our addition, like
 *   SetPaymentCard) holds the order and texts a code; BulkConfirmPaymentCard confirms it with
 *   authenticate {pin, utr, paymentId, orderId}. Points (`usePoints`) are taken when the order is held,
 *   because the amount the code confirms is fixed then; BulkConfirmPaymentCard's usePoints is ignored.
 * - As in the single calls, cards travel as the gateway's nonces, never as numbers and CVVs.
 * - A basket holds at most three bills, like an inquiry, and never the same bill twice.
 */
export const MAX_BULK_BILLS = 3;

const billRef = {
  billingNo: z.string().trim().max(30).nullish(),
  billNo: z.string().max(30).nullish(),
  billerID: z.number().int().positive(),
  serviceID: z.number().int().positive(),
  channel: z.literal('I').optional(),
  Channel: z.literal('I').optional(),
  registeredBillId: z.number().int().positive().nullish(),
};

const tokenInfo = lazy(() =>
  z
    .object({ token: z.string().max(256).nullish(), sessionId: z.string().max(256).nullish(), dataKey: z.string().max(256).nullish() })
    .nullish(),
);

/** More than three bills reach the server (the schema allows 20) so it can answer the spec's message. */
export const BulkInquirePostPaidRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    tokenInfo,
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
    postPaidBills: z.array(z.object(billRef)).min(1).max(20),
  }),
);
export type BulkInquirePostPaidRequest = z.infer<typeof BulkInquirePostPaidRequestSchema>;

export const BulkInquirePrePaidRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    tokenInfo,
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
    prePaidBills: z
      .array(
        z.object({
          ...billRef,
          serviceCategory: z.union([z.number().int(), z.string().max(12)]).nullish(),
          amount: OmrAmountSchema.nullish(),
        }),
      )
      .min(1)
      .max(20),
  }),
);
export type BulkInquirePrePaidRequest = z.infer<typeof BulkInquirePrePaidRequestSchema>;

const itemKey = {
  billerID: z.number().int(),
  serviceID: z.number().int(),
  serviceCategory: z.number().int().nullable(),
  registeredBillId: z.number().int().nullable(),
  errorEDesc: z.string(),
  errorADesc: z.string(),
};

/** An answered bill: the inquiry (with its validationCode) and the amount to pay by default. */
export const BulkInquiryOkItemSchema = lazy(() =>
  InquiryResultSchema.extend({
    ...itemKey,
    errorCode: z.literal(0),
    /** The due amount, or 0 when the due is negative (spec 02 §3). */
    paidAmount: z.number(),
  }),
);
/** A bill the biller (or our checks) refused; the others are answered all the same. */
export const BulkInquiryFailedItemSchema = lazy(() =>
  z.object({ ...itemKey, billingNo: z.string(), billNo: z.string(), errorCode: z.number().int() }),
);
export const BulkInquiryItemSchema = lazy(() => z.union([BulkInquiryOkItemSchema, BulkInquiryFailedItemSchema]));
export type BulkInquiryItem = z.infer<typeof BulkInquiryItemSchema>;
export const BulkInquiryDetailsSchema = lazy(() => z.array(BulkInquiryItemSchema));

/** A line of a bulk payment: a paid amount of 0 leaves the bill unpaid, but the basket must pay something. */
export const BulkPaymentLineSchema = lazy(() => PaymentLineSchema.extend({ registeredBillId: z.number().int().positive().nullish() }));
export type BulkPaymentLine = z.infer<typeof BulkPaymentLineSchema>;

const bills = lazy(() => z.array(BulkPaymentLineSchema).min(1).max(20));

export const BulkGenerateTokenRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    token: z.object({ mobileNumber: z.string().max(20) }),
    paymentInfo: z.object({ bills }),
  }),
);
export type BulkGenerateTokenRequest = z.infer<typeof BulkGenerateTokenRequestSchema>;
export const BulkGenerateTokenDetailsSchema = lazy(() => z.object({ authenticate: AuthenticateChallengeSchema }));

export const BulkConfirmPaymentWalletRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    paymentInfo: z.object({
      bills,
      PaymentMethod: z.literal('Wallet').optional(),
      addtionalInfo: z.record(z.string(), z.unknown()).nullish(),
    }),
    authenticate: z.object({ pin: z.string().min(1).max(8), utr: z.string().min(1).max(64), otp: z.unknown().optional() }),
    CustomerInfo: CustomerContactSchema,
    legalDocument: LegalDocumentRefSchema,
    walletInfo: z.object({ senderId: z.string().max(20) }),
    notesInfo: z.unknown().optional(),
  }),
);
export type BulkConfirmPaymentWalletRequest = z.infer<typeof BulkConfirmPaymentWalletRequestSchema>;

export const BulkSetPaymentCardRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    usePoints: z.boolean().optional(),
    cardInfo: CardRefSchema,
    paymentInfo: z.object({ bills, currency: z.literal(512).optional(), mobileNumber: z.string().max(20).nullish() }),
    CustomerInfo: CustomerContactSchema,
    authenticate: z.unknown().optional(),
  }),
);
export type BulkSetPaymentCardRequest = z.infer<typeof BulkSetPaymentCardRequestSchema>;

export const BulkConfirmPaymentCardRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    usePoints: z.boolean().optional(),
    /** The order fixed the bills; anything sent here is ignored. */
    paymentInfo: z.unknown().optional(),
    authenticate: CardCodeSchema,
    cardInfo: z.object({ cardID: z.number().int().nullish() }).nullish(),
    CustomerInfo: CustomerContactSchema,
    legalDocument: LegalDocumentRefSchema,
    notesInfo: z.unknown().optional(),
  }),
);
export type BulkConfirmPaymentCardRequest = z.infer<typeof BulkConfirmPaymentCardRequestSchema>;

export const BulkConfirmCardNonceRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    usePoints: z.boolean().optional(),
    paymentInfo: z.object({
      bills,
      PaymentMethod: z.literal('CreditCard').optional(),
      addtionalInfo: z.record(z.string(), z.unknown()).nullish(),
    }),
    cardInfo: CardRefSchema,
    CustomerInfo: CustomerContactSchema,
    customerInfo: CustomerContactSchema,
    legalDocument: LegalDocumentRefSchema,
    notesInfo: z.unknown().optional(),
    isbulk: z.boolean().optional(),
  }),
);
export type BulkConfirmCardNonceRequest = z.infer<typeof BulkConfirmCardNonceRequestSchema>;
