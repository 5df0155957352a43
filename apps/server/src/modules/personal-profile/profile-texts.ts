import type { Bilingual } from '@portal/contract';

/** The profile's texts: its SMS and its answers' descriptions (kept beside the module that sends them). */
export const profileCodeText = (code: string): Bilingual => ({
  en: `${code} is your code to confirm the changes to your bill payment portal profile.`,
  ar: `${code} هو رمز تأكيد التعديلات على ملفك الشخصي في بوابة دفع الفواتير.`,
});

/** Sent to the old number once a company's mobile has moved, so a change nobody asked for is noticed. */
export const mobileChangedText = (newMobile: string): Bilingual => ({
  en: `The mobile number of your bill payment portal account was changed to ${newMobile}. If you did not do this, contact us.`,
  ar: `تم تغيير رقم الهاتف لحسابك في بوابة دفع الفواتير إلى ${newMobile}. إذا لم تقم بذلك فتواصل معنا.`,
});

export const profileMessages = {
  updated: { en: 'Your profile has been updated', ar: 'تم تحديث ملفك الشخصي' },
  unchanged: { en: 'There are no changes to save', ar: 'لا توجد تغييرات لحفظها' },
  documentTaken: {
    en: 'Another customer is registered with this document number',
    ar: 'يوجد عميل آخر مسجل برقم الوثيقة هذا',
  },
} satisfies Record<string, Bilingual>;
