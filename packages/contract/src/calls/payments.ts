import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { EMAIL_MAX } from '../rules.ts';
import { DeviceInfoSchema } from '../common-fields.ts';

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

/** A bill's account or reference number as a customer types it. */
export const BillingNoSchema = lazy(() => z.string().trim().min(1).max(30));

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
      billingNo: BillingNoSchema,
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

export const GetCustomerProfileDataRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerProfileInfo: z.object({ custId: z.number().int(), mobileNumber: z.string().max(20).nullish() }),
  }),
);
export const CustomerProfileDataSchema = lazy(() => z.object({ outstandingBalance: z.number(), equivalentCash: z.number() }));
