import { z } from 'zod';
import { lazy } from '../lazy.ts';
import type { Bilingual } from '../messages.ts';

/**
 * Complaints (issue 33): a customer's case about one payment line, with a number, a status they follow,
 * a time limit in Oman business days and a disposition when it ends. Shared by the customer's calls
 * (`Complaints/…`, here) and the staff's (`BackOffice/Complaint…`, back-office/complaint-calls.ts).
 */
export const COMPLAINT_TYPES = [
  'paid_not_credited',
  'paid_twice',
  'wrong_amount',
  'wrong_account',
  'refund_not_received',
  'other',
] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export const COMPLAINT_STATUSES = ['received', 'assigned', 'under_investigation', 'escalated', 'resolved', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The one transition table: the server refuses any other move, the back office offers only these. */
export const COMPLAINT_TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  received: ['assigned', 'escalated', 'rejected'],
  assigned: ['assigned', 'under_investigation', 'escalated', 'resolved', 'rejected'],
  under_investigation: ['assigned', 'escalated', 'resolved', 'rejected'],
  escalated: ['assigned', 'under_investigation', 'resolved', 'rejected'],
  resolved: [],
  rejected: [],
};
export const complaintMayMove = (from: ComplaintStatus, to: ComplaintStatus): boolean => COMPLAINT_TRANSITIONS[from].includes(to);
export const complaintIsOpen = (s: ComplaintStatus): boolean => COMPLAINT_TRANSITIONS[s].length > 0;

/** How a complaint ended (the regulator's report groups by these). */
export const COMPLAINT_DISPOSITIONS = [
  'credited_by_biller',
  'refunded',
  'duplicate_refunded',
  'account_corrected',
  'no_fault_found',
  'customer_error',
  'outside_scope',
  'other',
] as const;
export type ComplaintDisposition = (typeof COMPLAINT_DISPOSITIONS)[number];

export const COMPLAINT_TYPE_TEXT: Record<ComplaintType, Bilingual> = {
  paid_not_credited: { en: 'Paid but not credited', ar: 'تم الدفع ولم يُضف إلى الحساب' },
  paid_twice: { en: 'Paid twice', ar: 'تم الدفع مرتين' },
  wrong_amount: { en: 'Wrong amount', ar: 'مبلغ خاطئ' },
  wrong_account: { en: 'Wrong account paid', ar: 'تم الدفع لحساب خاطئ' },
  refund_not_received: { en: 'Refund not received', ar: 'لم يصل المبلغ المسترد' },
  other: { en: 'Other', ar: 'أخرى' },
};
export const COMPLAINT_STATUS_TEXT: Record<ComplaintStatus, Bilingual> = {
  received: { en: 'Received', ar: 'تم الاستلام' },
  assigned: { en: 'Assigned', ar: 'تم التعيين' },
  under_investigation: { en: 'Under investigation', ar: 'قيد التحقيق' },
  escalated: { en: 'Escalated', ar: 'تم التصعيد' },
  resolved: { en: 'Resolved', ar: 'تم الحل' },
  rejected: { en: 'Rejected', ar: 'مرفوضة' },
};
export const COMPLAINT_DISPOSITION_TEXT: Record<ComplaintDisposition, Bilingual> = {
  credited_by_biller: { en: 'Credited by the biller', ar: 'أضافته الجهة المفوترة' },
  refunded: { en: 'Refunded', ar: 'تم الاسترداد' },
  duplicate_refunded: { en: 'Duplicate payment refunded', ar: 'تم استرداد الدفعة المكررة' },
  account_corrected: { en: 'Account corrected', ar: 'تم تصحيح الحساب' },
  no_fault_found: { en: 'No fault found', ar: 'لم يُعثر على خطأ' },
  customer_error: { en: 'Customer error', ar: 'خطأ من العميل' },
  outside_scope: { en: 'Outside our scope', ar: 'خارج نطاق اختصاصنا' },
  other: { en: 'Other', ar: 'أخرى' },
};

/** Attachments: images or PDF, checked by their first bytes on the server; at most this many, this big. */
export const COMPLAINT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const COMPLAINT_MAX_ATTACHMENTS = 3;
export const COMPLAINT_MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

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
  referenceNumber: z.string().trim().min(1).max(40),
  lineNo: z.number().int().min(1).max(500),
  type: z.enum(COMPLAINT_TYPES),
  description: z.string().trim().min(10).max(2000),
  attachments: z.array(ComplaintAttachmentUploadSchema).max(COMPLAINT_MAX_ATTACHMENTS).default([]),
  lang: z.enum(['en', 'ar']).default('en'),
});

export const RaiseComplaintRequestSchema = lazy(() => z.object(raiseFields()).strict());

/** A guest: first step sends a code to the mobile that paid; second step sends it back with the complaint. */
export const GuestComplaintCodeRequestSchema = lazy(() =>
  z.object({ referenceNumber: z.string().trim().min(1).max(40), mobile: z.string().trim().min(8).max(15) }).strict(),
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

export const ListComplaintsRequestSchema = lazy(() => z.object({}).strict());
export const ListComplaintsDetailsSchema = lazy(() => z.object({ complaints: z.array(ComplaintSummarySchema) }));
export const GetComplaintRequestSchema = lazy(() => z.object({ number: ComplaintNumberSchema }).strict());
/** Answers the file itself (Content-Disposition: attachment), or the usual envelope when refused. */
export const ComplaintAttachmentRequestSchema = lazy(() =>
  z.object({ number: ComplaintNumberSchema, attachmentId: z.number().int().min(1) }).strict(),
);

/** How a complaint's audited steps read in the payment's timeline (back-office payment story). */
export const COMPLAINT_ACTION_TEXT: Record<string, Bilingual> = {
  'complaint.raised': { en: 'Complaint raised by the customer', ar: 'قدّم العميل شكوى' },
  'complaint.assign': { en: 'Complaint assigned', ar: 'عُيّنت الشكوى' },
  'complaint.investigate': { en: 'Complaint under investigation', ar: 'الشكوى قيد التحقيق' },
  'complaint.note': { en: 'Complaint note (internal)', ar: 'ملاحظة على الشكوى (داخلية)' },
  'complaint.reply': { en: 'Complaint reply to the customer', ar: 'رد على الشكوى إلى العميل' },
  'complaint.resolve': { en: 'Complaint resolved', ar: 'حُلّت الشكوى' },
  'complaint.reject': { en: 'Complaint rejected', ar: 'رُفضت الشكوى' },
  'complaint.escalate': { en: 'Complaint escalated', ar: 'صُعّدت الشكوى' },
  'complaint.escalate_at_limit': { en: 'Complaint escalated at its time limit', ar: 'صُعّدت الشكوى عند انتهاء مهلتها' },
  'complaint.auto_refund': { en: 'Refund requested automatically for the complaint', ar: 'طُلب الاسترداد تلقائياً بسبب الشكوى' },
};
