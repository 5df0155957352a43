import type { Bilingual } from '@portal/contract';

/** A lock's length in whole hours, with the Arabic number agreement (1, 2, 3–10, 11+). */
function hours(seconds: number): Bilingual {
  const n = Math.max(1, Math.ceil(seconds / 3600));
  const ar = n === 1 ? 'ساعة واحدة' : n === 2 ? 'ساعتين' : n <= 10 ? `${n} ساعات` : `${n} ساعة`;
  return { en: n === 1 ? '1 hour' : `${n} hours`, ar };
}

/** The answer while a mobile is locked out of codes (decision 015). */
export function codesBlockedText(lockSeconds: number): Bilingual {
  const h = hours(lockSeconds);
  return {
    en: `Too many wrong codes were entered for this mobile number. For your security, codes for it are blocked for ${h.en}. Please try again later`,
    ar: `تم إدخال رموز خاطئة كثيرة لرقم الهاتف هذا. حفاظاً على أمانك، تم إيقاف الرموز لهذا الرقم لمدة ${h.ar}. يرجى المحاولة لاحقاً`,
  };
}

/** The text to the mobile's owner when the lock starts: someone else may be trying their codes. */
export function codesBlockedSms(lockSeconds: number): Bilingual {
  const h = hours(lockSeconds);
  return {
    en: `Too many wrong verification codes were entered for your mobile number on the bill payment portal. For your security, codes for this number are blocked for ${h.en}. If this was not you, please contact us.`,
    ar: `تم إدخال رموز تحقق خاطئة كثيرة لرقم هاتفك في بوابة دفع الفواتير. حفاظاً على أمانك، تم إيقاف الرموز لهذا الرقم لمدة ${h.ar}. إذا لم تكن أنت، يرجى التواصل معنا.`,
  };
}
