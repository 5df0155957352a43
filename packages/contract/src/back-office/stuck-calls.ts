import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { REFUND_REASONS } from './refund-calls.ts';

const bilingual = () => z.object({ en: z.string(), ar: z.string() });

/**
 * What staff may do to a stuck payment (issue 31 §6). Each runs the payment's own path; none sets a
 * state. `refund_line` is the staff refund of issue 31 §5 (BackOffice/RequestRefund), with its `refund` fields.
 */
export const STUCK_ACTIONS = ['ask_provider', 'release_hold', 'refund_line'] as const;
export type StuckAction = (typeof STUCK_ACTIONS)[number];

export const StuckPaymentsRequestSchema = lazy(() => z.object({}).strict());

export const StuckRowSchema = lazy(() =>
  z.object({
    paymentId: z.string(),
    /** Null for a hold the gateway has for no payment of ours (a crash before our commit). */
    referenceNumber: z.string().nullable(),
    state: z.string(),
    method: z.string().nullable(),
    totalOmr: z.string().nullable(),
    /** When the payment last moved (ISO); null for a hold of no payment of ours. */
    since: z.string().nullable(),
    /** Why it is in the queue: open past its timeout, or what the ledger check found. */
    why: bilingual(),
    actions: z.array(z.enum(STUCK_ACTIONS)),
  }),
);
export type StuckRow = z.infer<typeof StuckRowSchema>;
export const StuckPaymentsDetailsSchema = lazy(() => z.object({ rows: z.array(StuckRowSchema) }));

export const StuckActionRequestSchema = lazy(() =>
  z
    .object({
      paymentId: z.string().min(1).max(64),
      action: z.enum(STUCK_ACTIONS),
      reason: z.string().trim().min(10).max(500),
      /** `refund_line` only: the line, amount and reason code as BackOffice/RequestRefund takes them. */
      refund: z
        .object({
          lineNo: z.number().int().min(1).max(100),
          amountBaisa: z.number().int().min(1).max(1_000_000_000),
          reason: z.enum(REFUND_REASONS),
          expectedRefundableBaisa: z.number().int().min(0).max(1_000_000_000),
        })
        .strict()
        .optional(),
    })
    .strict(),
);
export const StuckActionDetailsSchema = lazy(() =>
  z.object({
    /** The payment's state (or the gateway's, for a hold) before and after, as the audit row records them. */
    before: z.string(),
    after: z.string(),
    outcome: bilingual(),
  }),
);

/** The most rows one export writes; a search matching more is refused, asking for narrower filters. */
export const EXPORT_MAX_ROWS = 100_000;
