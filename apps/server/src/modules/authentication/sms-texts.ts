import type { Bilingual } from '@portal/contract';

export const loginCodeText = (code: string): Bilingual => ({
  en: `${code} is your login code for the bill payment portal. Do not share it with anyone.`,
  ar: `${code} هو رمز الدخول إلى بوابة دفع الفواتير. لا تشاركه مع أي شخص.`,
});

export const resetCodeText = (code: string): Bilingual => ({
  en: `${code} is your code to reset your bill payment portal password.`,
  ar: `${code} هو رمز إعادة تعيين كلمة المرور لبوابة دفع الفواتير.`,
});

export const registrationCodeText = (code: string): Bilingual => ({
  en: `${code} is your code to complete registration with the bill payment portal.`,
  ar: `${code} هو رمز إكمال التسجيل في بوابة دفع الفواتير.`,
});

/** To the mobile a document is registered with, when someone tries to register it with another mobile. */
export const registrationAttemptText: Bilingual = {
  en: 'Someone tried to register on the bill payment portal with your ID or CR number and another mobile number. It was refused. If this was you, please visit one of our branches.',
  ar: 'حاول شخص التسجيل في بوابة دفع الفواتير برقم هويتك أو سجلك التجاري ورقم هاتف آخر، وتم رفض الطلب. إذا كنت أنت، يرجى زيارة أحد فروعنا.',
};
