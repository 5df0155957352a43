import { COMPLAINT_ACTION_TEXT, type Bilingual } from '@portal/contract';

/** A payment's states as staff read them in the timeline (issue 31 §8: every entry in both languages). */
export const STATE_TEXT: Record<string, Bilingual> = {
  created: { en: 'Created', ar: 'أُنشئت' },
  awaiting_otp: { en: 'Waiting for the code', ar: 'بانتظار الرمز' },
  authorizing: { en: 'Asking the provider for the money', ar: 'جارٍ طلب المبلغ من مزود الخدمة' },
  awaiting_gateway: { en: 'Waiting for the card check', ar: 'بانتظار تحقق البطاقة' },
  authorized: { en: 'Money held', ar: 'المبلغ محجوز' },
  completed: { en: 'Completed', ar: 'مكتملة' },
  partially_completed: { en: 'Partly completed', ar: 'مكتملة جزئياً' },
  failed: { en: 'Failed', ar: 'فاشلة' },
  expired: { en: 'Expired', ar: 'منتهية' },
};

const MESSAGE_KIND: Record<string, Bilingual> = {
  receipt: { en: 'Receipt', ar: 'إيصال' },
  refund: { en: 'Refund notice', ar: 'إشعار استرداد' },
  voucher: { en: 'Voucher', ar: 'قسيمة' },
  due_reminder: { en: 'Due reminder', ar: 'تذكير بالاستحقاق' },
  meter_alert: { en: 'Meter alert', ar: 'تنبيه العداد' },
};
const CHANNEL: Record<string, Bilingual> = { sms: { en: 'SMS', ar: 'رسالة نصية' }, email: { en: 'e-mail', ar: 'بريد إلكتروني' } };
const DELIVERY: Record<string, Bilingual> = {
  queued: { en: 'queued', ar: 'في الانتظار' },
  sending: { en: 'sending', ar: 'قيد الإرسال' },
  delivered: { en: 'delivered', ar: 'تم التسليم' },
  failed: { en: 'not delivered', ar: 'لم يُسلَّم' },
  cancelled: { en: 'cancelled', ar: 'أُلغيت' },
};

const STAFF_ACTION: Record<string, Bilingual> = {
  'customer.reveal': { en: 'Customer detail revealed', ar: 'كُشف بيان العميل' },
  'stuck.ask_provider': { en: 'Asked the provider now', ar: 'استُعلم من مزود الخدمة الآن' },
  'stuck.release_hold': { en: 'Released the card hold', ar: 'حُرر المبلغ المحجوز على البطاقة' },
  'stuck.refund_line': { en: 'Refund of a line from the stuck queue', ar: 'استرداد بند من قائمة المتعثرة' },
  'refund.request': { en: 'Refund asked', ar: 'طُلب استرداد' },
  'refund.requested': { en: 'Refund requested', ar: 'تم طلب استرداد' },
  'refund.approve': { en: 'Refund approval', ar: 'اعتماد الاسترداد' },
  'refund.approved': { en: 'Refund approved', ar: 'اعتُمد الاسترداد' },
  'refund.reject': { en: 'Refund rejection', ar: 'رفض الاسترداد' },
  'refund.rejected': { en: 'Refund rejected', ar: 'رُفض الاسترداد' },
  'refund.expired': { en: 'Refund expired unapproved', ar: 'انتهت صلاحية الاسترداد دون اعتماد' },
  'refund.succeeded': { en: 'Refund paid back', ar: 'أُعيد مبلغ الاسترداد' },
  'refund.failed': { en: 'Refund refused by the provider', ar: 'رفض مزود الدفع الاسترداد' },
  ...COMPLAINT_ACTION_TEXT,
};
const OUTCOME: Record<string, Bilingual> = {
  ok: { en: 'done', ar: 'تم' },
  refused: { en: 'refused', ar: 'مرفوض' },
  failed: { en: 'failed', ar: 'فشل' },
};

/** A name from a table, or the raw name in both languages when the table is older than the data. */
const name = (table: Record<string, Bilingual>, key: string): Bilingual => table[key] ?? { en: key, ar: key };
const join = (parts: Bilingual[], sep: Bilingual): Bilingual => ({
  en: parts.map((p) => p.en).join(sep.en),
  ar: parts.map((p) => p.ar).join(sep.ar),
});

export const stateMoveText = (from: string | null, to: string): Bilingual =>
  from === null ? name(STATE_TEXT, to) : join([name(STATE_TEXT, from), name(STATE_TEXT, to)], { en: ' → ', ar: ' ← ' });

export const messageText = (kind: string, channel: string, status: string): Bilingual =>
  join([join([name(MESSAGE_KIND, kind), name(CHANNEL, channel)], { en: ' by ', ar: ' عبر ' }), name(DELIVERY, status)], {
    en: ': ',
    ar: ': ',
  });

export const staffActionText = (action: string, outcome: string): Bilingual =>
  join([name(STAFF_ACTION, action), name(OUTCOME, outcome)], { en: ' — ', ar: ' — ' });
