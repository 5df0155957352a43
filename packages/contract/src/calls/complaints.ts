import { z } from 'zod';
import { lazy } from '../lazy.ts';
import {
  COMPLAINT_ATTACHMENT_TYPES,
  COMPLAINT_DISPOSITIONS,
  COMPLAINT_MAX_ATTACHMENT_BYTES,
  COMPLAINT_MAX_ATTACHMENTS,
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
} from './complaint-constants.ts';
import { DeviceInfoSchema } from '../common-fields.ts';

/**
 * Complaints (issue 33): a customer's case about one payment line, with a number, a status they follow,
 * a time limit in Oman business days and a disposition when it ends. Shared by the customer's calls
 * (`Complaints/…`, here) and the staff's (`BackOffice/Complaint…`, back-office/complaint-calls.ts).
 */
const bilingual = () => z.object({ en: z.string(), ar: z.string() });
export const ComplaintNumberSchema = lazy(() => z.string().regex(/^C-\d{6,12}$/));

export const ComplaintAttachmentUploadSchema = lazy(() =>
  z
    .object({
      fileName: z.string().trim().min(1).max(120),
      /** The file's bytes in base64; its type is read from the bytes, not from the name. */
      contentBase64: z
        .string()
        .max(Math.ceil((COMPLAINT_MAX_ATTACHMENT_BYTES * 4) / 3) + 8)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/),
    })
    .strict(),
);

const raiseFields = () => ({
  /** The portal adds it to every call; optional so other clients may leave it off. */
  deviceInfo: DeviceInfoSchema.optional(),
  referenceNumber: z.string().trim().min(1).max(40),
  /** The line: its number, or the bill's billing number (what a history row shows); one of the two. */
  lineNo: z.number().int().min(1).max(500).optional(),
  billingNo: z.string().trim().min(1).max(40).optional(),
  type: z.enum(COMPLAINT_TYPES),
  description: z.string().trim().min(10).max(2000),
  attachments: z.array(ComplaintAttachmentUploadSchema).max(COMPLAINT_MAX_ATTACHMENTS).default([]),
  lang: z.enum(['en', 'ar']).default('en'),
});

const oneLine = (b: { lineNo?: number | undefined; billingNo?: string | undefined }) => b.lineNo !== undefined || b.billingNo !== undefined;
const lineMessage = { message: 'lineNo or billingNo', path: ['lineNo'] };
export const RaiseComplaintRequestSchema = lazy(() => z.object(raiseFields()).strict().refine(oneLine, lineMessage));

/** A guest: first step sends a code to the mobile that paid; second step sends it back with the complaint. */
export const GuestComplaintCodeRequestSchema = lazy(() =>
  z
    .object({
      deviceInfo: DeviceInfoSchema.optional(),
      referenceNumber: z.string().trim().min(1).max(40),
      mobile: z.string().trim().min(8).max(15),
    })
    .strict(),
);
export const GuestComplaintCodeDetailsSchema = lazy(() =>
  z.object({ utr: z.string(), otp: z.object({ length: z.number(), timer: z.number(), validFor: z.number() }) }),
);
export const GuestRaiseComplaintRequestSchema = lazy(() =>
  z
    .object({
      ...raiseFields(),
      mobile: z.string().trim().min(8).max(15),
      utr: z.string().min(1).max(100),
      code: z.string().regex(/^\d{4,8}$/),
    })
    .strict(),
);

export const ComplaintSummarySchema = lazy(() =>
  z.object({
    number: z.string(),
    type: z.enum(COMPLAINT_TYPES),
    status: z.enum(COMPLAINT_STATUSES),
    referenceNumber: z.string(),
    lineNo: z.number(),
    biller: bilingual(),
    amountOmr: z.string(),
    raisedAt: z.string(),
    /** The day (Oman, YYYY-MM-DD) the time limit ends: the last business day allowed. */
    dueDay: z.string(),
    closedAt: z.string().nullable(),
  }),
);
export type ComplaintSummary = z.infer<typeof ComplaintSummarySchema>;

/** What the customer sees happen: status changes and replies; staff notes never. */
export const ComplaintUpdateSchema = lazy(() =>
  z.object({
    at: z.string(),
    kind: z.enum(['status', 'reply', 'refund']),
    status: z.enum(COMPLAINT_STATUSES).nullable(),
    text: z.string().nullable(),
  }),
);
export const ComplaintAttachmentSchema = lazy(() =>
  z.object({ id: z.number(), fileName: z.string(), contentType: z.enum(COMPLAINT_ATTACHMENT_TYPES), bytes: z.number() }),
);
export const ComplaintDetailsSchema = lazy(() =>
  ComplaintSummarySchema.extend({
    description: z.string(),
    disposition: z.enum(COMPLAINT_DISPOSITIONS).nullable(),
    attachments: z.array(ComplaintAttachmentSchema),
    updates: z.array(ComplaintUpdateSchema),
  }),
);
export type ComplaintDetails = z.infer<typeof ComplaintDetailsSchema>;

export const ListComplaintsRequestSchema = lazy(() => z.object({ deviceInfo: DeviceInfoSchema.optional() }).strict());
export const ListComplaintsDetailsSchema = lazy(() => z.object({ complaints: z.array(ComplaintSummarySchema) }));
export const GetComplaintRequestSchema = lazy(() =>
  z.object({ deviceInfo: DeviceInfoSchema.optional(), number: ComplaintNumberSchema }).strict(),
);
/** Answers the file itself (Content-Disposition: attachment), or the usual envelope when refused. */
export const ComplaintAttachmentRequestSchema = lazy(() =>
  z.object({ deviceInfo: DeviceInfoSchema.optional(), number: ComplaintNumberSchema, attachmentId: z.number().int().min(1) }).strict(),
);
