import { z } from 'zod';
import { defineCall } from '../call.ts';
import { lazy } from '../lazy.ts';
import { COMPLAINT_DISPOSITIONS, COMPLAINT_STATUSES, COMPLAINT_TYPES } from '../calls/complaint-constants.ts';
import {
  ComplaintAttachmentRequestSchema,
  ComplaintAttachmentSchema,
  ComplaintNumberSchema,
  ComplaintSummarySchema,
} from '../calls/complaints.ts';

/**
 * The staff's complaint calls (issue 33 §4–5). Handling needs `notes.add` (agents and leads), reading
 * `payments.view`, the regulator's file `payments.export`. Existing permissions, so no role changes.
 */
const numberOnly = () => ({ number: ComplaintNumberSchema });
const text = () => z.string().trim().min(2).max(2000);

export const ComplaintQueueRequestSchema = lazy(() =>
  z
    .object({
      type: z.enum(COMPLAINT_TYPES).optional(),
      status: z.enum([...COMPLAINT_STATUSES, 'open'] as const).optional(),
      billerId: z.number().int().min(1).optional(),
      assigneeId: z.number().int().min(1).optional(),
      /** Raised at least this many calendar days ago. */
      minAgeDays: z.number().int().min(0).max(3650).optional(),
      /** Business days left before the limit, at most (0: due today or late). */
      maxDaysLeft: z.number().int().min(-3650).max(365).optional(),
    })
    .strict(),
);

export const ComplaintQueueRowSchema = lazy(() =>
  ComplaintSummarySchema.extend({
    id: z.number(),
    billerId: z.number(),
    assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
    /** Business days left before the limit (negative: late); null once closed. */
    daysLeft: z.number().nullable(),
    ageDays: z.number(),
  }),
);
export const ComplaintQueueDetailsSchema = lazy(() => z.object({ rows: z.array(ComplaintQueueRowSchema) }));

export const StaffComplaintEventSchema = lazy(() =>
  z.object({
    at: z.string(),
    kind: z.enum(['raised', 'status', 'note', 'reply', 'refund', 'reminder']),
    who: z.string(),
    status: z.enum(COMPLAINT_STATUSES).nullable(),
    text: z.string().nullable(),
  }),
);
export const StaffComplaintSchema = lazy(() =>
  ComplaintQueueRowSchema.extend({
    paymentId: z.string(),
    description: z.string(),
    lang: z.enum(['en', 'ar']),
    method: z.string(),
    disposition: z.enum(COMPLAINT_DISPOSITIONS).nullable(),
    refundLink: z.string().nullable(),
    attachments: z.array(ComplaintAttachmentSchema),
    events: z.array(StaffComplaintEventSchema),
    /** The moves the transition table allows from here. */
    next: z.array(z.enum(COMPLAINT_STATUSES)),
  }),
);
export type StaffComplaint = z.infer<typeof StaffComplaintSchema>;

export const ComplaintGetRequestSchema = lazy(() => z.object(numberOnly()).strict());
export const ComplaintAssignRequestSchema = lazy(() => z.object({ ...numberOnly(), staffId: z.number().int().min(1) }).strict());
export const ComplaintTextRequestSchema = lazy(() => z.object({ ...numberOnly(), text: text() }).strict());
export const ComplaintResolveRequestSchema = lazy(() =>
  z
    .object({
      ...numberOnly(),
      disposition: z.enum(COMPLAINT_DISPOSITIONS),
      reply: text(),
      /** The refund this resolution rests on (the back office's refund id), when there is one. */
      refundLink: z.string().trim().min(1).max(64).optional(),
    })
    .strict(),
);
export const ComplaintAssigneesDetailsSchema = lazy(() =>
  z.object({ staff: z.array(z.object({ id: z.number(), name: z.string(), lead: z.boolean() })) }),
);

export const ComplaintReportRequestSchema = lazy(() =>
  z
    .object({
      from: z.string().regex(/^\d{4}-\d{2}$/),
      to: z.string().regex(/^\d{4}-\d{2}$/),
      period: z.enum(['month', 'quarter']),
    })
    .strict(),
);
const count = () => z.object({ key: z.string(), received: z.number(), resolved: z.number(), resolvedLate: z.number(), open: z.number() });
export const ComplaintReportSchema = lazy(() =>
  z.object({
    periods: z.array(
      z.object({
        period: z.string(),
        received: z.number(),
        resolvedWithinLimit: z.number(),
        resolvedLate: z.number(),
        rejected: z.number(),
        open: z.number(),
        /** Mean business days from raised to closed, of those closed in the period; null when none. */
        meanBusinessDaysToClose: z.number().nullable(),
        byType: z.array(count()),
        byBiller: z.array(count()),
        byDisposition: z.array(z.object({ key: z.string(), n: z.number() })),
      }),
    ),
  }),
);
export const ComplaintRegulatorCsvRequestSchema = lazy(() =>
  z.object({ quarter: z.string().regex(/^\d{4}-Q[1-4]$/), lang: z.enum(['en', 'ar']) }).strict(),
);

export function complaintStaffCalls() {
  const handle = 'notes.add' as const;
  return {
    complaintQueue: defineCall(
      'BackOffice/ComplaintQueue',
      ComplaintQueueRequestSchema,
      ComplaintQueueDetailsSchema,
      'staff',
      'payments.view',
    ),
    complaintGet: defineCall('BackOffice/ComplaintGet', ComplaintGetRequestSchema, StaffComplaintSchema, 'staff', 'payments.view'),
    complaintAssignees: defineCall(
      'BackOffice/ComplaintAssignees',
      z.object({}).strict(),
      ComplaintAssigneesDetailsSchema,
      'staff',
      handle,
    ),
    complaintAssign: defineCall('BackOffice/ComplaintAssign', ComplaintAssignRequestSchema, StaffComplaintSchema, 'staff', handle),
    complaintInvestigate: defineCall('BackOffice/ComplaintInvestigate', ComplaintGetRequestSchema, StaffComplaintSchema, 'staff', handle),
    complaintNote: defineCall('BackOffice/ComplaintNote', ComplaintTextRequestSchema, StaffComplaintSchema, 'staff', handle),
    complaintReply: defineCall('BackOffice/ComplaintReply', ComplaintTextRequestSchema, StaffComplaintSchema, 'staff', handle),
    complaintResolve: defineCall('BackOffice/ComplaintResolve', ComplaintResolveRequestSchema, StaffComplaintSchema, 'staff', handle),
    complaintReject: defineCall('BackOffice/ComplaintReject', ComplaintTextRequestSchema, StaffComplaintSchema, 'staff', handle),
    complaintEscalate: defineCall('BackOffice/ComplaintEscalate', ComplaintTextRequestSchema, StaffComplaintSchema, 'staff', handle),
    complaintReport: defineCall(
      'BackOffice/ComplaintReport',
      ComplaintReportRequestSchema,
      ComplaintReportSchema,
      'staff',
      'payments.view',
    ),
    /** text/csv (UTF-8 with a BOM), not an envelope. */
    complaintRegulatorCsv: defineCall(
      'BackOffice/ComplaintRegulatorCsv',
      ComplaintRegulatorCsvRequestSchema,
      z.string().describe('text/csv; charset=utf-8, with a byte-order mark'),
      'staff',
      'payments.export',
    ),
    /** The file itself, Content-Disposition: attachment. */
    complaintAttachment: defineCall(
      'BackOffice/ComplaintAttachment',
      ComplaintAttachmentRequestSchema,
      z.string().describe('the file'),
      'staff',
      'payments.view',
    ),
  } as const;
}
