import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { AuthenticateChallengeSchema, DeviceInfoSchema } from '../common-fields.ts';
import { CustomerContactSchema, LegalDocumentRefSchema, PaymentLineSchema } from './payments.ts';
import { ReceiptSchema } from './receipts.ts';

// The card road: the hosted fields' nonce or a saved card, its texted code, the gateway's page and the result.

/**
 * Card fields never reach our server (DESIGN §5): where the spec's calls carry a card number and CVV,
 * ours carry the gateway's one-time `Nonce` (a new card typed into the hosted fields), or a saved
 * card's `cardID` plus `cvvNonce` (its CVV typed into the hosted CVV field).
 */
export const CardRefSchema = lazy(() =>
  z.object({
    Nonce: z.string().min(8).max(128).nullish(),
    cardID: z.number().int().positive().nullish(),
    cvvNonce: z.string().min(8).max(128).nullish(),
  }),
);

export const SetPaymentCardRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    cardInfo: CardRefSchema,
    paymentInfo: PaymentLineSchema.extend({ currency: z.literal(512).optional(), mobileNumber: z.string().max(20).nullish() }),
    CustomerInfo: CustomerContactSchema,
    authenticate: z.unknown().optional(),
  }),
);
export type SetPaymentCardRequest = z.infer<typeof SetPaymentCardRequestSchema>;
export const SetPaymentCardDetailsSchema = lazy(() =>
  z.object({
    authenticate: AuthenticateChallengeSchema,
    postOrder: z.object({ payObject: z.object({ paymentId: z.string(), orderId: z.string() }) }),
  }),
);

/** The texted code that confirms a held saved-card order, one bill (CardPay) or a basket (bulk). */
export const CardCodeSchema = lazy(() =>
  z.object({
    pin: z.string().min(1).max(8),
    utr: z.string().min(1).max(64),
    paymentId: z.string().min(1).max(100),
    orderId: z.string().max(100).nullish(),
  }),
);

export const CardPayRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    paymentInfo: PaymentLineSchema.partial().nullish(),
    legalDocument: LegalDocumentRefSchema,
    CustomerInfo: CustomerContactSchema,
    authenticate: CardCodeSchema,
    cardInfo: z.object({ cardID: z.number().int().nullish() }).nullish(),
    notesInfo: z.unknown().optional(),
  }),
);
export type CardPayRequest = z.infer<typeof CardPayRequestSchema>;

export const ConfirmCardNonceRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    usePoints: z.boolean().optional(),
    paymentInfo: PaymentLineSchema,
    cardInfo: CardRefSchema,
    CustomerInfo: CustomerContactSchema,
    customerInfo: CustomerContactSchema,
    legalDocument: LegalDocumentRefSchema,
    notesInfo: z.unknown().optional(),
    isbulk: z.boolean().optional(),
  }),
);
export type ConfirmCardNonceRequest = z.infer<typeof ConfirmCardNonceRequestSchema>;
export const ConfirmCardNonceDetailsSchema = lazy(() => z.object({ returnURL: z.string(), paymentSessionId: z.string() }));

export const GetPaymentTokenRequestSchema = lazy(() => z.object({ deviceInfo: DeviceInfoSchema }));
export const GetPaymentTokenDetailsSchema = lazy(() =>
  z.object({ accessToken: z.string(), sdkUrl: z.string(), gatewayOrigin: z.string() }),
);

export const CompletePaymentRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema.optional(),
    paymentSessionId: z.string().min(8).max(128),
    channel: z.string().max(2).optional(),
  }),
);
/** 0 with the receipt when final; 1 (pending) while the gateway or biller has not answered yet. */
export const CompletePaymentDetailsSchema = lazy(() => z.union([ReceiptSchema, z.object({ status: z.literal('pending') })]));
