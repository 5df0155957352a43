import { z } from 'zod';
import type { Bilingual } from '../messages.ts';
import { lazy } from '../lazy.ts';

/**
 * Staff refunds (issue 31 §5): full or part of one bill line, for a reason from this list. The request
 * carries the amount still refundable the staff member saw; the server refuses it when that changed.
 */
export const REFUND_REASONS = [
  'duplicate_payment',
  'wrong_bill',
  'biller_not_credited',
  'service_not_delivered',
  'customer_request',
  'goodwill',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The reasons as staff read them, in both languages. */
export const REFUND_REASON_TEXT: Record<RefundReason, Bilingual> = {
  duplicate_payment: { en: 'Paid twice', ar: 'دفع مكرر' },
  wrong_bill: { en: 'Paid the wrong bill', ar: 'دفع فاتورة خاطئة' },
  biller_not_credited: { en: 'The biller did not credit the bill', ar: 'لم تقيّد الجهة المفوترة المبلغ في الفاتورة' },
  service_not_delivered: { en: 'Service not delivered', ar: 'لم تُقدَّم الخدمة' },
  customer_request: { en: 'Customer request', ar: 'طلب العميل' },
  goodwill: { en: 'Goodwill', ar: 'مبادرة حسن نية' },
};

/**
 * A refund's states; the server's table of moves (modules/refunds/refund-states.ts) is the only way
 * between them. `requested` waits for the requester's fresh factor; at or under the threshold it runs at
 * once, above it a finance approver who is not the requester decides within 24 hours.
 */
export const REFUND_STATES = [
  'requested',
  'pending_approval',
  'approved',
  'submitted',
  'succeeded',
  'failed',
  'rejected',
  'expired',
] as const;
export type RefundState = (typeof REFUND_STATES)[number];

const bilingual = () => z.object({ en: z.string(), ar: z.string() });
const baisa = () => z.number().int().min(0).max(1_000_000_000);

export const RequestRefundRequestSchema = lazy(() =>
  z
    .object({
      paymentId: z.string().min(1).max(64),
      lineNo: z.number().int().min(1).max(100),
      amountBaisa: baisa().min(1),
      reason: z.enum(REFUND_REASONS),
      note: z.string().trim().min(10).max(500),
      /** What the staff member saw as still refundable on the line: refused (412) when it changed. */
      expectedRefundableBaisa: baisa(),
    })
    .strict(),
);
export type RequestRefundRequest = z.infer<typeof RequestRefundRequestSchema>;

export const RefundRowSchema = lazy(() =>
  z.object({
    id: z.string(),
    paymentId: z.string(),
    referenceNumber: z.string(),
    lineNo: z.number().int(),
    biller: bilingual(),
    billingNo: z.string(),
    amountBaisa: z.number().int(),
    amountOmr: z.string(),
    /** Of the amount, what goes back as the loyalty points the bill was partly paid with ('0.000' when none). */
    pointsOmr: z.string(),
    reason: z.enum(REFUND_REASONS),
    note: z.string(),
    state: z.enum(REFUND_STATES),
    requestedBy: z.string(),
    decidedBy: z.string().nullable(),
    createdAt: z.string(),
    /** When an approval is no longer accepted (ISO); null for a refund that needed none. */
    expiresAt: z.string().nullable(),
    /**
     * The biller's side: `reversed` (the switch gave the posting back), `claim` (too late to reverse:
     * the amount is claimed against the biller's next settlement), null until the money went back.
     */
    billerOutcome: z.enum(['reversed', 'claim']).nullable(),
    failure: bilingual().nullable(),
  }),
);
export type RefundRow = z.infer<typeof RefundRowSchema>;

export const RefundIdRequestSchema = lazy(() => z.object({ refundId: z.string().min(1).max(64) }).strict());
export const RejectRefundRequestSchema = lazy(() =>
  z.object({ refundId: z.string().min(1).max(64), note: z.string().trim().min(10).max(500) }).strict(),
);

export const ListRefundsRequestSchema = lazy(() =>
  z
    .object({
      /** `pending_approval`: the approvers' queue; otherwise every refund of the payment given. */
      state: z.enum(['pending_approval']).optional(),
      paymentId: z.string().min(1).max(64).optional(),
    })
    .strict(),
);
export const RefundableLineSchema = lazy(() => z.object({ lineNo: z.number().int(), refundableBaisa: z.number().int() }));
export const ListRefundsDetailsSchema = lazy(() =>
  z.object({
    rows: z.array(RefundRowSchema),
    /** With a paymentId: what each line still has to give back (posted lines of a completed payment only). */
    refundable: z.array(RefundableLineSchema),
    /** Refunds above this (baisa) wait for a second person's approval. */
    thresholdBaisa: z.number().int(),
  }),
);

/** The refunds' refusals, in both languages. */
export const refundMessages = {
  notCompleted: {
    en: 'Only a completed payment can be refunded',
    ar: 'لا يمكن استرداد إلا عملية دفع مكتملة',
  },
  notPosted: {
    en: 'This bill was not paid to the biller, so there is nothing to refund on it',
    ar: 'لم تُدفع هذه الفاتورة إلى الجهة المفوترة، فلا يوجد ما يُسترد منها',
  },
  nothingLeft: { en: 'Nothing is left to refund on this bill', ar: 'لم يتبقَّ أي مبلغ لاسترداده من هذه الفاتورة' },
  tooMuch: {
    en: 'The amount is more than is left to refund on this bill',
    ar: 'المبلغ أكبر من المتبقي للاسترداد من هذه الفاتورة',
  },
  stale: {
    en: 'The amount left to refund changed since you looked (another refund was made). Look again and decide',
    ar: 'تغيّر المبلغ المتبقي للاسترداد منذ أن اطلعت عليه (تم استرداد آخر). راجع من جديد ثم قرر',
  },
  ownRefund: {
    en: 'You cannot approve or reject a refund you requested; another finance approver must decide',
    ar: 'لا يمكنك اعتماد أو رفض استرداد طلبته بنفسك؛ يجب أن يقرر معتمد مالي آخر',
  },
  expired: {
    en: 'This refund waited more than 24 hours for approval and expired. Request it again if still needed',
    ar: 'انتظر هذا الاسترداد أكثر من 24 ساعة للاعتماد وانتهت صلاحيته. اطلبه مجدداً إن كان لا يزال مطلوباً',
  },
  alreadyDecided: {
    en: 'This refund was already decided by someone else',
    ar: 'تم البت في هذا الاسترداد من قبل شخص آخر',
  },
  notFound: { en: 'No such refund', ar: 'لا يوجد استرداد بهذا المعرف' },
  moneyRefused: {
    en: 'The payment provider refused the refund; nothing was given back',
    ar: 'رفض مزود الدفع الاسترداد؛ لم يُعَد أي مبلغ',
  },
} satisfies Record<string, Bilingual>;
