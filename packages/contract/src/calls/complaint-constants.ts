import type { Bilingual } from '../messages.ts';

/**
 * Complaints (issue 33): a customer's case about one payment line, with a number, a status they follow,
 * a time limit in Oman business days and a disposition when it ends. The plain tables live here, apart
 * from the schemas (complaints.ts), so a screen that needs a list or a name does not pull zod in.
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
