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
