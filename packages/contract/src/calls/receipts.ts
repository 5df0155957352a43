import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { DeviceInfoSchema } from '../common-fields.ts';
import { BillingNoSchema } from './payments.ts';

// What a payment leaves behind: its receipt, the bill's invoice and the bill's payment history.

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
    billingNo: BillingNoSchema,
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
      billingNo: BillingNoSchema,
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
