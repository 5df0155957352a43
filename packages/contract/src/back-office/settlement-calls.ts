import { z } from 'zod';
import { lazy } from '../lazy.ts';

/**
 * Settlement and reconciliation (issue 32): the banking calendar, statement files, the three-way match,
 * its exceptions, day close and the settlement report. Money travels as integer baisa.
 */
const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD (Oman time)');
const baisa = () => z.number().int();
const note = () => z.string().trim().min(3).max(500);

export const DAY_STATUSES = ['open', 'matched', 'exceptions', 'closed'] as const;
export const EXCEPTION_KINDS = [
  'missing_at_gateway',
  'missing_at_biller',
  'amount_differs',
  'duplicate',
  'unknown_reference',
  'timing',
] as const;
export const RESOLUTIONS = ['matched_late', 'refund_issued', 'claim_raised', 'written_off'] as const;
export const STATEMENT_TROUBLE_KINDS = [
  'missing_line',
  'amount_off',
  'never_posted',
  'late_posting',
  'duplicate',
  'unknown_reference',
] as const;

export const SettlementDayRequestSchema = lazy(() => z.object({ day: day() }).strict());

export const SettlementCalendarRequestSchema = lazy(() =>
  z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM') }).strict(),
);
export const SettlementCalendarDetailsSchema = lazy(() =>
  z.object({
    days: z.array(
      z.object({
        day: z.string(),
        banking: z.boolean(),
        /** The banking day this calendar day's payments settle with. */
        settlesOn: z.string(),
        holiday: z.object({ en: z.string(), ar: z.string() }).nullable(),
        status: z.enum(DAY_STATUSES).nullable(),
        openExceptions: z.number().int(),
      }),
    ),
  }),
);

export const SettlementHolidayRequestSchema = lazy(() =>
  z.object({ day: day(), nameEn: z.string().trim().min(2).max(80), nameAr: z.string().trim().min(2).max(80) }).strict(),
);

export const SettlementImportFileRequestSchema = lazy(() =>
  z
    .object({
      source: z.enum(['gateway', 'biller']),
      billerId: z.number().int().positive().optional(),
      day: day(),
      content: z.string().min(1).max(40_000_000),
    })
    .strict()
    .refine((r) => (r.source === 'biller') === (r.billerId !== undefined), {
      message: 'a biller file names its biller; the gateway file none',
    }),
);
export const SettlementImportFileDetailsSchema = lazy(() =>
  z.object({
    fileId: z.number().int(),
    outcome: z.enum(['imported', 'unchanged', 'replaced']),
    lines: z.number().int(),
    totalBaisa: baisa(),
  }),
);

/**
 * The biller switch's acknowledgement files for a day, fetched over its published API (docs/providers/
 * biller-switch.json): one per biller our ledger posted to. `not_ready`: the day is still open at the
 * switch, so nothing was imported; `unavailable`: the switch did not answer; ask again later.
 */
export const SettlementFetchBillerFilesDetailsSchema = lazy(() =>
  z.object({
    files: z.array(
      z.object({
        billerId: z.number().int(),
        outcome: z.enum(['imported', 'unchanged', 'replaced', 'not_ready', 'unavailable']),
        lines: z.number().int(),
      }),
    ),
  }),
);

export const SettlementFetchSandboxFilesRequestSchema = lazy(() =>
  z
    .object({
      day: day(),
      /**
       * Trouble for the files to make. A trouble without `paymentId` hits a payment of the day the sandbox
       * picks (the back office's "make trouble" choice); the answer names the payments hit.
       */
      trouble: z
        .array(z.object({ kind: z.enum(STATEMENT_TROUBLE_KINDS), paymentId: z.string().min(1).max(64).optional() }).strict())
        .max(50)
        .default([]),
    })
    .strict(),
);
export const SettlementFetchSandboxFilesDetailsSchema = lazy(() =>
  z.object({
    /** The trouble made, each with the payment (or made-up reference) it hit; one the day had no payment for is left out. */
    trouble: z.array(z.object({ kind: z.enum(STATEMENT_TROUBLE_KINDS), paymentId: z.string() })),
    files: z.array(
      z.object({
        source: z.enum(['gateway', 'biller']),
        billerId: z.number().int(),
        outcome: z.enum(['imported', 'unchanged', 'replaced']),
        lines: z.number().int(),
      }),
    ),
  }),
);

export const ReconciliationMatchDetailsSchema = lazy(() =>
  z.object({
    day: z.string(),
    status: z.enum(DAY_STATUSES),
    newExceptions: z.number().int(),
    cleared: z.number().int(),
    openExceptions: z.number().int(),
  }),
);

export const ReconciliationExceptionSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    day: z.string(),
    billerId: z.number().int().nullable(),
    side: z.enum(['gateway', 'biller']),
    kind: z.enum(EXCEPTION_KINDS),
    reference: z.string(),
    paymentId: z.string().nullable(),
    ledgerBaisa: baisa().nullable(),
    outsideBaisa: baisa().nullable(),
    ownerStaffId: z.number().int().nullable(),
    openedAt: z.string(),
    /** Whole days since it was opened. */
    ageDays: z.number().int(),
    status: z.enum(['open', 'resolved']),
    resolution: z.enum(RESOLUTIONS).nullable(),
    resolutionNote: z.string().nullable(),
  }),
);
export type ReconciliationException = z.infer<typeof ReconciliationExceptionSchema>;

export const ReconciliationExceptionsRequestSchema = lazy(() =>
  z
    .object({ day: day().optional(), status: z.enum(['open', 'resolved']).optional(), billerId: z.number().int().positive().optional() })
    .strict(),
);
export const ReconciliationExceptionsDetailsSchema = lazy(() => z.object({ exceptions: z.array(ReconciliationExceptionSchema) }));

export const ReconciliationDayDetailsSchema = lazy(() =>
  z.object({
    day: z.string(),
    status: z.enum(DAY_STATUSES).nullable(),
    /** Whether this server makes the sandbox providers' statement files (SettlementFetchSandboxFiles); never in production. */
    sandboxStatements: z.boolean(),
    files: z.array(
      z.object({
        source: z.enum(['gateway', 'biller']),
        billerId: z.number().int(),
        lines: z.number().int(),
        totalBaisa: baisa(),
        importedAt: z.string(),
      }),
    ),
    billers: z.array(
      z.object({
        billerId: z.number().int(),
        ledgerLines: z.number().int(),
        ledgerBaisa: baisa(),
        matchedLines: z.number().int(),
        matchedBaisa: baisa(),
      }),
    ),
    exceptions: z.array(ReconciliationExceptionSchema),
  }),
);

export const ReconciliationResolveRequestSchema = lazy(() =>
  z
    .object({
      exceptionId: z.number().int().positive(),
      resolution: z.enum(['matched_late', 'refund_issued', 'claim_raised']),
      note: note(),
    })
    .strict(),
);
export const ReconciliationWriteOffRequestSchema = lazy(() =>
  z.object({ exceptionId: z.number().int().positive(), note: note() }).strict(),
);

export const SettlementCloseDayRequestSchema = lazy(() =>
  z
    .object({
      day: day(),
      signOff: z
        .object({ keepOpen: z.array(z.number().int().positive()).max(10_000), reason: note() })
        .strict()
        .optional(),
    })
    .strict(),
);

export const SettlementAdjustmentRequestSchema = lazy(() =>
  z.object({ day: day(), correctsDay: day(), billerId: z.number().int().positive(), amountBaisa: baisa(), reason: note() }).strict(),
);
export const SettlementAdjustmentDetailsSchema = lazy(() => z.object({ id: z.number().int() }));

export const SettlementReportRequestSchema = lazy(() => z.object({ day: day(), billerId: z.number().int().positive() }).strict());
export const SettlementReportSchema = lazy(() =>
  z.object({
    day: z.string(),
    billerId: z.number().int(),
    billerName: z.object({ en: z.string(), ar: z.string() }),
    grossBaisa: baisa(),
    reversalsBaisa: baisa(),
    refundsBaisa: baisa(),
    feesBaisa: baisa(),
    claimsBaisa: baisa(),
    adjustmentsBaisa: baisa(),
    netToRemitBaisa: baisa(),
    remittanceReference: z.string().nullable(),
    /** The same report as CSV: UTF-8 with a byte-order mark, English and Arabic headers. */
    csv: z.string(),
  }),
);
export type SettlementReport = z.infer<typeof SettlementReportSchema>;

export const SettlementMonthlyRequestSchema = lazy(() =>
  z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM'), billerId: z.number().int().positive() }).strict(),
);
const monthlyRow = () =>
  z.object({
    day: z.string(),
    status: z.enum(DAY_STATUSES).nullable(),
    grossBaisa: baisa(),
    reversalsBaisa: baisa(),
    refundsBaisa: baisa(),
    feesBaisa: baisa(),
    netToRemitBaisa: baisa(),
    remittanceReference: z.string().nullable(),
  });
/** A biller's month: one row per banking day, their totals, and the same as CSV (UTF-8 BOM, en/ar headers). */
export const SettlementMonthlyDetailsSchema = lazy(() =>
  z.object({
    billerId: z.number().int(),
    month: z.string(),
    days: z.array(monthlyRow()),
    totals: monthlyRow().omit({ day: true, status: true, remittanceReference: true }),
    csv: z.string(),
  }),
);

export const SettlementReportPdfRequestSchema = lazy(() =>
  z.object({ day: day(), billerId: z.number().int().positive(), lang: z.enum(['en', 'ar']) }).strict(),
);
/** The PDF, base64, and the name to save it under. */
export const SettlementReportPdfDetailsSchema = lazy(() => z.object({ content: z.string(), fileName: z.string() }));

export const SettlementRemittanceRequestSchema = lazy(() =>
  z.object({ day: day(), billerId: z.number().int().positive(), remittanceReference: z.string().trim().min(3).max(64) }).strict(),
);

/** What the back office's home shows finance (issue 32 §7); the same numbers are in /metrics. */
export const SettlementAlertsDetailsSchema = lazy(() =>
  z.object({
    unmatchedBaisa: baisa(),
    unmatchedOverThreshold: z.boolean(),
    /** The banking day whose gateway file is late, when it is. */
    gatewayFileLate: z.string().nullable(),
    daysNotClosed: z.array(z.string()),
  }),
);
