/** Bilingual descriptions the server puts in result.errorEDesc / errorADesc. One place for the wording. */
export interface Bilingual {
  en: string;
  ar: string;
}

export const messages = {
  success: { en: 'Success', ar: 'تمت العملية بنجاح' },
  otpSent: { en: 'A verification code has been sent to your mobile number', ar: 'تم إرسال رمز التحقق إلى رقم هاتفك' },
  invalidInput: { en: 'Missing or invalid data', ar: 'بيانات مفقودة أو غير صحيحة' },
  malformedJson: { en: 'The request could not be read. Please try again', ar: 'تعذرت قراءة الطلب. يرجى المحاولة مرة أخرى' },
  wrongCredentials: { en: 'Incorrect username or password', ar: 'اسم المستخدم أو كلمة المرور غير صحيحة' },
  wrongCode: { en: 'The verification code is incorrect or has expired', ar: 'رمز التحقق غير صحيح أو منتهي الصلاحية' },
  codeLocked: { en: 'Too many wrong codes. Please request a new code', ar: 'محاولات خاطئة كثيرة. يرجى طلب رمز جديد' },
  resendTooSoon: { en: 'Please wait before requesting another code', ar: 'يرجى الانتظار قبل طلب رمز جديد' },
  tooManyRequests: { en: 'Too many attempts. Please try again later', ar: 'محاولات كثيرة. يرجى المحاولة لاحقاً' },
  forceChange: { en: 'You must change your password before you continue', ar: 'يجب تغيير كلمة المرور قبل المتابعة' },
  sessionTimeout: {
    en: 'No session found for this customer, kindly logout and login again',
    ar: 'لم يتم العثور على جلسة لهذا العميل، يرجى تسجيل الخروج وتسجيل الدخول مرة أخرى',
  },
  unauthorized: { en: 'You are not allowed to do this', ar: 'غير مصرح لك بتنفيذ هذا الإجراء' },
  notFound: { en: 'Not found', ar: 'غير موجود' },
  malformedUrl: {
    en: 'This address is not valid. Please check it and try again',
    ar: 'هذا العنوان غير صحيح. يرجى التحقق منه والمحاولة مرة أخرى',
  },
  internal: { en: 'Something went wrong on our side. Please try again', ar: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى' },
  passwordChanged: { en: 'Your password has been changed', ar: 'تم تغيير كلمة المرور' },
  passwordCreated: { en: 'Your password has been created. You can now log in', ar: 'تم إنشاء كلمة المرور. يمكنك الآن تسجيل الدخول' },
  weakPassword: {
    en: 'Password must be 8 to 16 English characters with a capital letter, a digit and one of # * $ ? / . _ ( ) ! @',
    ar: 'يجب أن تتكون كلمة المرور من 8 إلى 16 حرفاً إنجليزياً وتحتوي على حرف كبير ورقم وأحد الرموز # * $ ? / . _ ( ) ! @',
  },
  passwordsDoNotMatch: { en: 'Passwords do not match', ar: 'كلمتا المرور غير متطابقتين' },
  passwordChangedLogin: {
    en: 'Your password has been changed. Please log in with the new password',
    ar: 'تم تغيير كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة',
  },
  samePassword: { en: 'The new password must differ from the old one', ar: 'يجب أن تختلف كلمة المرور الجديدة عن القديمة' },
  wrongOldPassword: { en: 'The old password is incorrect', ar: 'كلمة المرور القديمة غير صحيحة' },
  usernameTaken: { en: 'This username is already taken', ar: 'اسم المستخدم هذا مستخدم بالفعل' },
  usernameAvailable: { en: 'This username is available', ar: 'اسم المستخدم متاح' },
  alreadyRegistered: { en: 'This mobile number is already registered. Please log in', ar: 'رقم الهاتف هذا مسجل بالفعل. يرجى تسجيل الدخول' },
  registrationRefused: {
    en: 'We cannot complete this registration online. Please visit one of our branches with your documents',
    ar: 'لا يمكننا إكمال هذا التسجيل عبر الإنترنت. يرجى زيارة أحد فروعنا مع مستنداتك',
  },
  registered: { en: 'Registration completed. You can now log in', ar: 'تم التسجيل بنجاح. يمكنك الآن تسجيل الدخول' },
  underAge: { en: 'Cannot register, you are under 18', ar: 'لا يمكن التسجيل، عمرك أقل من 18 سنة' },
  grantInvalid: { en: 'This link has expired. Please start again', ar: 'انتهت صلاحية هذا الطلب. يرجى البدء من جديد' },
  loggedOut: { en: 'You have logged out', ar: 'تم تسجيل الخروج' },
} satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof messages;
