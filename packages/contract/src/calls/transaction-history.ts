import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { DeviceInfoSchema } from '../common-fields.ts';
import { HISTORY_PAGE_SIZES } from './screen-constants.ts';

/**
 * Transaction history (spec 01 §2 "Transaction history", §3 "Transaction", §5 "History search", §7).
 * One row per bill paid (a bulk payment of three bills is three rows sharing a reference number).
 *
 * Departures from the spec:
 * - Filtering and paging happen on the server: `paging` {pageNumber from 1, pageSize 10|20|30|50}
 *   (default 1 and 10) and the answer carries `total`, so the screen's "x-y of total" is exact.
 * - Modes: `transactionNumber` set means LastN (the N most recent matching rows, dates ignored);
 *   otherwise Custom with fromDate/toDate (YYYY-MM-DD, DD-MM-YYYY or an ISO date-time; a bare date
 *   is a whole day in Oman time; both empty: one year back to tomorrow). `period` (Today, ThisWeek,
 *   ThisMonth) is our addition so the quick buttons use the server's Oman calendar.
 * - Empty filters may be null, absent or ''; categoryID and billerID 0 mean all.
 * - Status is each line's truth: Success once the biller took it (also while the rest of its payment
 *   is still being settled), Failed when the biller refused it (its money returned) or its payment failed
 *   or expired, Pending while its payment is under way. A bulk line left at 0 is no row.
 * - Rows add `statusAr`, the Arabic names (`billerNameAr`, `serviceNameAr`), `totalAmount`,
 *   `systemTrxID` (the biller's transaction id, for printing the receipt) and `categoryId`.
 */
export const HistoryStatusSchema = lazy(() => z.enum(['Success', 'Failed', 'Pending']));
export type HistoryStatus = z.infer<typeof HistoryStatusSchema>;
export const HistoryPeriodSchema = lazy(() => z.enum(['Today', 'ThisWeek', 'ThisMonth']));

const emptyOr = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('')]).nullish();

export const GetAllTransactionHistoryRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    paymentInfo: z
      .object({
        /** LastN: digits only. */
        transactionNumber: emptyOr(z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)])),
        fromDate: emptyOr(z.string().max(40)),
        toDate: emptyOr(z.string().max(40)),
        period: emptyOr(HistoryPeriodSchema),
        categoryID: emptyOr(z.number().int().min(0)),
        billNo: emptyOr(z.string().max(100)),
        billingNo: emptyOr(z.string().max(100)),
        participantTrxID: emptyOr(z.string().max(64)),
        billerID: emptyOr(z.number().int().min(0)),
        status: emptyOr(HistoryStatusSchema),
        paymentMethod: emptyOr(z.enum(['Wallet', 'CreditCard'])),
      })
      .nullish(),
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
    paging: z
      .object({
        pageNumber: z.number().int().min(1).max(100_000),
        pageSize: z.literal(HISTORY_PAGE_SIZES),
      })
      .nullish(),
  }),
);
export type GetAllTransactionHistoryRequest = z.infer<typeof GetAllTransactionHistoryRequestSchema>;

export const TransactionRowSchema = lazy(() =>
  z.object({
    /** The portal's reference number of the payment (the receipt's). */
    participantTrxID: z.string(),
    /** The payment's id: its receipt opens at /ConfirmPayment?payment-session-id=… for its owner (beyond the spec's row). */
    paymentSessionId: z.string().optional(),
    systemTrxID: z.string().nullable(),
    processDate: z.string(),
    billerName: z.string(),
    billerNameAr: z.string(),
    billNo: z.string(),
    billingNo: z.string(),
    status: HistoryStatusSchema,
    statusAr: z.string(),
    paymentMethod: z.enum(['Wallet', 'CreditCard']),
    serviceName: z.string(),
    serviceNameAr: z.string(),
    serviceType: z.string(),
    categoryId: z.number().int().nullable(),
    dueAmount: z.number(),
    /** Fee, VAT and tax together. */
    feeAmount: z.number(),
    paidAmount: z.number(),
    totalAmount: z.number(),
    /** OMR given back on this bill by staff refunds (issue 31 §5); absent or 0 when none. */
    refundedAmount: z.number().optional(),
  }),
);
export type TransactionRow = z.infer<typeof TransactionRowSchema>;

export const GetAllTransactionHistoryDetailsSchema = lazy(() =>
  z.object({
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    rows: z.array(TransactionRowSchema),
  }),
);

export const GetHistoryCategoriesRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo: z.object({ customerID: z.number().int() }).partial().nullish(),
  }),
);
