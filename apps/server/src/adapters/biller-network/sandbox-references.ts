/**
 * References that make the sandbox biller network misbehave on purpose (documented in SANDBOX.md).
 * A reference is matched by prefix after uppercasing. Numeric forms exist because many services only
 * accept digits: six equal digits, or for mobile numbers a 9 and then six equal digits. The digit 0 is
 * kept for "not found" without the leading 9, so the demo mobiles 9000000x stay ordinary.
 */
export const SANDBOX_REFERENCES = {
  /** Inquiry answers not_found "Bill not found". */
  notFound: ['NOTFOUND', '000000', '111111', '9111111'],
  /** Inquiry and posting answer unavailable "The biller is not available now, try later". */
  unavailable: ['UNAVAIL', '222222', '9222222'],
  /** Postpaid: partial payment allowed, min 1.000 OMR (or the due when less), max the due. */
  partial: ['PARTIAL', '333333', '9333333'],
  /** Inquiry is normal; the posting is rejected by the biller. */
  failPost: ['FAILPOST', '444444', '9444444'],
  /** Postpaid: nothing is owed (due 0). */
  zero: ['ZERO', '555555', '9555555'],
} as const;

export type SandboxCase = keyof typeof SANDBOX_REFERENCES | 'normal';

export function sandboxCase(billingNo: string): SandboxCase {
  const ref = billingNo.trim().toUpperCase();
  for (const [name, prefixes] of Object.entries(SANDBOX_REFERENCES) as Array<[SandboxCase, readonly string[]]>) {
    if (prefixes.some((p) => ref.startsWith(p))) return name;
  }
  return 'normal';
}

export const SANDBOX_MESSAGES = {
  notFound: { en: 'Bill not found', ar: 'لم يتم العثور على الفاتورة' },
  unavailable: { en: 'The biller is not available now, try later', ar: 'الجهة المفوترة غير متاحة حالياً، يرجى المحاولة لاحقاً' },
  rejected: { en: 'The biller rejected the payment', ar: 'رفضت الجهة المفوترة عملية الدفع' },
  amountRequired: { en: 'Enter an amount more than zero', ar: 'يرجى إدخال مبلغ أكبر من صفر' },
  amountTooHigh: {
    en: 'The amount is above the biller limit of 500.000 OMR',
    ar: 'المبلغ أعلى من الحد المسموح لدى الجهة المفوترة وهو 500.000 ر.ع',
  },
  noDetails: { en: 'This service has no bill details', ar: 'لا تتوفر تفاصيل فاتورة لهذه الخدمة' },
  notBusinessDay: {
    en: 'Not a banking day: its postings are in the next banking day’s file',
    ar: 'ليس يوم عمل مصرفي: تظهر عمليات الدفع فيه في ملف يوم العمل التالي',
  },
} as const;
