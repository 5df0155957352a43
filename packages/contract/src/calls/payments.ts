import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { EMAIL_MAX } from '../rules.ts';
import { AuthenticateChallengeSchema, DeviceInfoSchema } from '../common-fields.ts';

/**
 * Amounts on the wire are OMR numbers with at most three decimals; the server turns them into integer
 * baisa at once. Anything else is refused with 901.
 */
export const OmrAmountSchema = lazy(() =>
  z
    .number()
    .min(0)
    .max(99999.999)
    .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, 'at most 3 decimals'),
);

const ref = lazy(() => z.string().trim().min(1).max(30));

/**
 * A payment of the same biller and account being processed, or made in the last 24 hours (issue 35).
 * Amount (OMR) and time only for the customer or browser that made it; anyone else learns that it exists.
 */
export const RecentPaymentSchema = lazy(() =>
  z.object({ status: z.enum(['processing', 'paid']), amount: z.number().optional(), at: z.string().optional() }),
);
export type RecentPayment = z.infer<typeof RecentPaymentSchema>;

export const InquiryResultSchema = lazy(() =>
  z.object({
    billNo: z.string(),
    billingNo: z.string(),
    dueAmount: z.number(),
    feeAmount: z.number(),
    vatAmount: z.number(),
    taxAmount: z.number(),
    debtRecovered: z.number(),
    allowPartial: z.boolean(),
    maxAmount: z.number(),
    minAmount: z.number(),
    allowedDecimals: z.number().int(),
    /** Names this inquiry on our server; a payment of the bill must quote it (amounts come from it, not the client). */
    validationCode: z.string(),
    customerName: z.string(),
    customerNameAr: z.string(),
    ccbAccount: z.string(),
    dueDate: z.string().nullable(),
    recentPayment: RecentPaymentSchema.nullish(),
  }),
);
export type InquiryResult = z.infer<typeof InquiryResultSchema>;

export const InquirePostBillRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    tokenInfo: z
      .object({ token: z.string().max(256).nullish(), sessionId: z.string().max(256).nullish(), dataKey: z.string().max(256).nullish() })
      .nullish(),
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
    postPaidBill: z.object({
      billingNo: ref,
      billNo: z.string().max(30).nullish(),
      billerID: z.number().int().positive(),
      serviceID: z.number().int().positive(),
      Channel: z.literal('I').optional(),
    }),
  }),
);
export type InquirePostBillRequest = z.infer<typeof InquirePostBillRequestSchema>;

export const InquirePreBillRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    tokenInfo: InquirePostBillRequestSchema.shape.tokenInfo,
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
    prePaidBill: z.object({
      /** Gift cards and some prepaid services have no reference number. */
      billingNo: z.string().trim().max(30).nullish(),
      serviceCategory: z.number().int().nullish(),
      billerID: z.number().int().positive(),
      serviceID: z.number().int().positive(),
      Channel: z.literal('I').optional(),
      amount: OmrAmountSchema.nullish(),
    }),
  }),
);
export type InquirePreBillRequest = z.infer<typeof InquirePreBillRequestSchema>;

/** One bill in a payment. DueAmount/FeeAmount are shown back to us but the server uses the inquiry's. */
export const PaymentLineSchema = lazy(() =>
  z.object({
    billingNo: z.string().trim().max(30).nullish(),
    billNo: z.string().max(30).nullish(),
    billerID: z.number().int().positive(),
    serviceID: z.number().int().positive(),
    ServiceCategory: z.union([z.number().int(), z.string().max(30)]).nullish(),
    DueAmount: z.number().optional(),
    PaidAmount: OmrAmountSchema,
    FeeAmount: z.number().optional(),
    ValidationCode: z.string().min(1).max(100),
    ParticipantTrxID: z.string().max(64).nullish(),
    PaymentMethod: z.enum(['Wallet', 'CreditCard']).optional(),
    Channel: z.literal('I').optional(),
    addtionalInfo: z.record(z.string(), z.unknown()).nullish(),
    /** The customer chose "Pay again" for a bill paid or being paid in the last 24 hours (issue 35). */
    PayAgain: z.boolean().optional(),
  }),
);
export type PaymentLine = z.infer<typeof PaymentLineSchema>;

export const CustomerContactSchema = lazy(() =>
  z
    .object({
      CustomerID: z.number().int().nullish(),
      customerID: z.number().int().nullish(),
      MobileNo: z.string().max(20).nullish(),
      Email: z.string().max(EMAIL_MAX).nullish(),
      email: z.string().max(EMAIL_MAX).nullish(),
      Lang: z.enum(['en', 'ar']).nullish(),
    })
    .nullish(),
);

export const LegalDocumentRefSchema = lazy(() =>
  z
    .object({
      documentType: z.string().max(20).nullish(),
      documentNo: z.string().max(20).nullish(),
      natCountryIsoCode: z.string().max(3).nullish(),
    })
    .nullish(),
);

export const GenerateTokenRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    token: z.object({ mobileNumber: z.string().max(20) }),
    /** The bill the code will pay: the code is bound to it and its amount (DESIGN §6). */
    paymentInfo: PaymentLineSchema,
  }),
);
export type GenerateTokenRequest = z.infer<typeof GenerateTokenRequestSchema>;

export const WalletPayRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    paymentInfo: PaymentLineSchema,
    legalDocument: LegalDocumentRefSchema,
    CustomerInfo: CustomerContactSchema,
    authenticate: z.object({ pin: z.string().min(1).max(8), utr: z.string().min(1).max(64) }),
    notesInfo: z.unknown().optional(),
    walletInfo: z.object({ senderId: z.string().max(20) }),
  }),
);
export type WalletPayRequest = z.infer<typeof WalletPayRequestSchema>;

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

export const ReceiptLineSchema = lazy(() =>
  z.object({
    billingNo: z.string(),
    billerName: z.string(),
    billerNameAr: z.string(),
    serviceName: z.string(),
    serviceNameAr: z.string(),
    paidAmount: z.number(),
    feeAmount: z.number(),
    systemTrxID: z.string().nullable(),
    paymentStatus: z.enum(['Completed', 'Failed', 'Refunded', 'Pending']),
    processDate: z.string(),
    voucherCode: z.string().nullable(),
    /** Why a line was not paid (the biller's refusal); null for a paid line. Lets a bulk receipt say why. */
    failureEDesc: z.string().nullable().optional(),
    failureADesc: z.string().nullable().optional(),
    /** Which bill it was, so a failed payment's receipt can offer to pay the same bill again (issue 35). */
    billerID: z.number().int().optional(),
    serviceID: z.number().int().optional(),
    serviceCategoryID: z.number().int().nullable().optional(),
    categoryID: z.number().int().nullable().optional(),
    /** OMR given back on this bill by staff refunds after it was paid (issue 31 §5); absent or 0 when none. */
    refundedAmount: z.number().optional(),
  }),
);
export const ReceiptSchema = lazy(() =>
  z.object({
    refrenceNumberInfo: z.object({ refrenceNumber: z.string() }),
    paymentInfo: z.array(ReceiptLineSchema),
    totalAmount: z.number(),
    pointsUsed: z.number(),
    paymentMethod: z.enum(['Wallet', 'CreditCard']),
    transactionDate: z.string(),
    status: z.enum(['completed', 'partially_completed', 'failed', 'pending']),
    paymentSessionId: z.string(),
    /**
     * What paid: the card's last four digits and brand, or the wallet number's last four; null while
     * unknown. Replaces the spec's gift-card orderId (the gateway's own id, which means nothing to a
     * customer and is our reference's business to stand for; issue 11, decision 022).
     */
    paidWith: z.object({ last4: z.string(), brand: z.string().nullable() }).nullable(),
    /**
     * A failed payment's money, as its providers confirmed when it was closed: never taken (a decline,
     * a card hold released), or taken and given back (a wallet debit refunded); null otherwise.
     */
    moneyBack: z.enum(['notTaken', 'returned']).nullish(),
  }),
);
export type Receipt = z.infer<typeof ReceiptSchema>;

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

export const PrintInvoiceRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema.optional(),
    billerId: z.number().int().optional(),
    serviceId: z.number().int().optional(),
    systemTrxId: z.string().min(1).max(64),
    addWaterMark: z.boolean().optional(),
    sysOpInfo: z.unknown().optional(),
    channel: z.string().max(2).optional(),
    lang: z.enum(['en', 'ar']).optional(),
    /** A visitor's payment has no owner to check, so its invoice needs the payment's own session id too. */
    paymentSessionId: z.string().max(128).optional(),
  }),
);
export const PrintInvoiceDetailsSchema = lazy(() => z.object({ content: z.string() }));

export const GetLastInvoiceRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    billerID: z.number().int().positive(),
    serviceID: z.number().int().positive(),
    billingNo: ref,
    mobileNumber: z.string().max(20).nullish(),
    lang: z.enum(['en', 'ar']).optional(),
  }),
);
export const GetLastInvoiceDetailsSchema = lazy(() => z.object({ shortURL: z.string().nullable(), invoiceFile: z.string().nullable() }));

export const PaymentHistoryRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    paymentInfo: z.object({
      transactionNumber: z.number().int().nullish(),
      fromDate: z.string().max(30).nullish(),
      toDate: z.string().max(30).nullish(),
      billingNo: ref,
    }),
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
  }),
);
export const PaymentHistoryRowSchema = lazy(() =>
  z.object({
    participantTrxID: z.string(),
    billingNo: z.string(),
    dueAmount: z.number(),
    paidAmount: z.number(),
    processDate: z.string(),
  }),
);
export const PaymentHistoryDetailsSchema = lazy(() => z.array(PaymentHistoryRowSchema));

export const GetCustomerProfileDataRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerProfileInfo: z.object({ custId: z.number().int(), mobileNumber: z.string().max(20).nullish() }),
  }),
);
export const CustomerProfileDataSchema = lazy(() => z.object({ outstandingBalance: z.number(), equivalentCash: z.number() }));
