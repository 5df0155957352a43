import { z } from 'zod';
import { lazy } from '../lazy.ts';

/** What the one search box and its filters send (issue 31 §3); the same fields live in the back office's address. */
export const STATE_GROUPS = ['open', 'completed', 'failed', 'refunded'] as const;
export type StateGroup = (typeof STATE_GROUPS)[number];

const omr = () => z.string().regex(/^\d{1,6}(\.\d{1,3})?$/, 'an amount in OMR, up to 3 decimals');
const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD (Oman time)');

export const SearchPaymentsRequestSchema = lazy(() =>
  z
    .object({
      q: z.string().trim().max(100).optional(),
      stateGroup: z.enum(STATE_GROUPS).optional(),
      billerId: z.number().int().positive().optional(),
      method: z.enum(['Wallet', 'CreditCard']).optional(),
      kind: z.enum(['one_time', 'bulk', 'gift']).optional(),
      amountFrom: omr().optional(),
      amountTo: omr().optional(),
      dateFrom: day().optional(),
      dateTo: day().optional(),
      /** The `next` of the page before: keyset paging, so a page is as fast at the millionth row as at the first. */
      after: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(100).optional(),
    })
    .strict(),
);
export type SearchPaymentsRequest = z.infer<typeof SearchPaymentsRequestSchema>;

/** The export takes the search's filters, not its paging: every matching row, up to the cap. */
export const ExportPaymentsRequestSchema = lazy(() => SearchPaymentsRequestSchema.omit({ after: true, limit: true }).strict());
export type ExportPaymentsRequest = z.infer<typeof ExportPaymentsRequestSchema>;

export const PaymentRowSchema = lazy(() =>
  z.object({
    id: z.string(),
    referenceNumber: z.string(),
    state: z.string(),
    method: z.string(),
    kind: z.string(),
    totalOmr: z.string(),
    refundedOmr: z.string(),
    createdAt: z.string(),
    billers: z.array(z.object({ en: z.string(), ar: z.string() })),
    maskedMobile: z.string().nullable(),
  }),
);
export type PaymentRow = z.infer<typeof PaymentRowSchema>;
export const SearchPaymentsDetailsSchema = lazy(() => z.object({ rows: z.array(PaymentRowSchema), next: z.string().nullable() }));

export const GetPaymentRequestSchema = lazy(() => z.object({ paymentId: z.string().min(1).max(64) }).strict());

const bilingual = () => z.object({ en: z.string(), ar: z.string() });

export const PaymentLineViewSchema = lazy(() =>
  z.object({
    lineNo: z.number().int(),
    biller: bilingual(),
    service: bilingual(),
    billingNo: z.string(),
    paidOmr: z.string(),
    feeOmr: z.string(),
    status: z.string(),
    billerTrxId: z.string().nullable(),
    postedAt: z.string().nullable(),
    failure: bilingual().nullable(),
  }),
);

export const TimelineEntrySchema = lazy(() =>
  z.object({
    at: z.string(),
    kind: z.enum(['state', 'message', 'staff']),
    who: z.string(),
    /** What happened, in both languages; the staff member reads their own. */
    what: bilingual(),
    /** Technical particulars (provider step, line, reason typed): left to right, as recorded. */
    detail: z.string().nullable(),
    /** What the customer was told, in the customer's language, when this step told them anything. */
    told: z.string().nullable(),
  }),
);
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const CUSTOMER_FIELDS = ['name', 'mobile', 'email'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export const PaymentStorySchema = lazy(() =>
  z.object({
    payment: z.object({
      id: z.string(),
      referenceNumber: z.string(),
      state: z.string(),
      method: z.string(),
      kind: z.string(),
      lang: z.string(),
      totalOmr: z.string(),
      cardOmr: z.string(),
      walletOmr: z.string(),
      pointsOmr: z.string(),
      refundedOmr: z.string(),
      pointsRefundedOmr: z.string(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      gatewayPaymentId: z.string().nullable(),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
      failure: bilingual().nullable(),
    }),
    /** Masked until revealed (customer.reveal, with a reason, audited). */
    customer: z.object({ signedIn: z.boolean(), name: z.string().nullable(), mobile: z.string().nullable(), email: z.string().nullable() }),
    lines: z.array(PaymentLineViewSchema),
    timeline: z.array(TimelineEntrySchema),
  }),
);
export type PaymentStory = z.infer<typeof PaymentStorySchema>;

export const RevealCustomerRequestSchema = lazy(() =>
  z.object({ paymentId: z.string().min(1).max(64), field: z.enum(CUSTOMER_FIELDS), reason: z.string().trim().min(10).max(500) }).strict(),
);
export const RevealCustomerDetailsSchema = lazy(() => z.object({ value: z.string() }));

export const AuditLogRequestSchema = lazy(() =>
  z
    .object({
      actor: z.string().trim().max(120).optional(),
      action: z.string().trim().max(60).optional(),
      target: z.string().trim().max(120).optional(),
      dateFrom: day().optional(),
      dateTo: day().optional(),
      /** The `next` of the page before (newest first). */
      before: z.number().int().positive().optional(),
    })
    .strict(),
);
export const AuditRowSchema = lazy(() =>
  z.object({
    seq: z.number().int(),
    at: z.string(),
    actor: z.string(),
    action: z.string(),
    target: z.string().nullable(),
    outcome: z.string(),
    ip: z.string().nullable(),
    detail: z.unknown(),
  }),
);
export const AuditLogDetailsSchema = lazy(() => z.object({ rows: z.array(AuditRowSchema), next: z.number().int().nullable() }));

/** Every biller by id and name, for the back office's biller filters (search, complaint queue). */
export const StaffBillersDetailsSchema = lazy(() => z.object({ billers: z.array(z.object({ id: z.number().int(), name: bilingual() })) }));
