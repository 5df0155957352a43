import type { Bilingual } from '../messages.ts';

/** The back office's refusals, in both languages (the staff side is bilingual like the customer's). */
export const staffMessages = {
  wrongCredentials: { en: 'Incorrect e-mail or password', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  locked: {
    en: 'This account is locked after too many wrong passwords. Ask a staff administrator to unlock it',
    ar: 'تم قفل هذا الحساب بعد محاولات خاطئة كثيرة. اطلب من مسؤول الموظفين فتحه',
  },
  codeNeeded: { en: 'Enter the code from your authenticator app', ar: 'أدخل الرمز من تطبيق المصادقة' },
  wrongCode: {
    en: 'The authenticator code is incorrect or was already used',
    ar: 'رمز المصادقة غير صحيح أو تم استخدامه من قبل',
  },
  signInExpired: { en: 'The sign-in has expired. Please start again', ar: 'انتهت صلاحية تسجيل الدخول. يرجى البدء من جديد' },
  noSession: { en: 'Your staff session has ended. Please sign in again', ar: 'انتهت جلسة الموظف. يرجى تسجيل الدخول مرة أخرى' },
  csrf: {
    en: 'This request could not be verified. Reload the page and try again',
    ar: 'تعذر التحقق من هذا الطلب. أعد تحميل الصفحة وحاول مرة أخرى',
  },
  notAllowed: { en: 'Your role does not allow this', ar: 'دورك الوظيفي لا يسمح بهذا' },
  freshFactor: {
    en: 'Confirm it is you: enter a new code from your authenticator app',
    ar: 'أكد هويتك: أدخل رمزاً جديداً من تطبيق المصادقة',
  },
  cardNumberRefused: {
    en: 'That looks like a full card number. Search by the last 4 digits only',
    ar: 'يبدو هذا رقم بطاقة كاملاً. ابحث بآخر 4 أرقام فقط',
  },
  paymentNotFound: { en: 'No payment with this reference', ar: 'لا توجد عملية دفع بهذا المرجع' },
  nothingToReveal: { en: 'The payment has no such customer detail', ar: 'لا تحتوي عملية الدفع على بيان العميل هذا' },
  invitationInvalid: {
    en: 'This invitation link has expired or was already used. Ask a staff administrator for a new one',
    ar: 'انتهت صلاحية رابط الدعوة هذا أو تم استخدامه. اطلب رابطاً جديداً من مسؤول الموظفين',
  },
  alreadyStaff: {
    en: 'This e-mail already belongs to a staff member or has an open invitation',
    ar: 'هذا البريد الإلكتروني لموظف حالي أو لديه دعوة مفتوحة',
  },
  roleNotHeld: { en: 'You can grant only roles you hold yourself', ar: 'يمكنك منح الأدوار التي تملكها فقط' },
  ownAccount: {
    en: 'You cannot change your own roles or disable your own account',
    ar: 'لا يمكنك تغيير أدوارك أو تعطيل حسابك بنفسك',
  },
  adminWithMoney: {
    en: 'A staff administrator cannot also hold a role that moves or reveals money or customer data',
    ar: 'لا يمكن لمسؤول الموظفين أن يحمل أيضاً دوراً يحرك الأموال أو يكشف بيانات العملاء',
  },
  staffNotFound: { en: 'No such staff member', ar: 'لا يوجد موظف بهذا المعرف' },
} satisfies Record<string, Bilingual>;
