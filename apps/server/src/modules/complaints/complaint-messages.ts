import { ErrorCode, type Bilingual } from '@portal/contract';
import { AppError } from '../../platform/errors.ts';

/** The complaint calls' refusals, in both languages. */
export const complaintMessages = {
  lineNotFound: { en: 'No payment of yours with this reference and line', ar: 'لا توجد عملية دفع لك بهذا المرجع وهذا البند' },
  alreadyOpen: {
    en: 'You already have an open complaint of this type about this payment. Follow it under My complaints',
    ar: 'لديك شكوى مفتوحة من هذا النوع عن هذه الدفعة. تابعها في شكاواي',
  },
  notFound: { en: 'No such complaint', ar: 'لا توجد شكوى بهذا الرقم' },
  tooMany: {
    en: 'You have raised the most complaints allowed in a day. Try again tomorrow or call us',
    ar: 'لقد قدمت الحد الأقصى من الشكاوى المسموح بها في اليوم. حاول غداً أو اتصل بنا',
  },
  badAttachment: {
    en: 'An attachment is not a PNG or JPEG image or a PDF file. Nothing was saved',
    ar: 'أحد المرفقات ليس صورة PNG أو JPEG أو ملف PDF. لم يُحفظ شيء',
  },
  attachmentTooBig: {
    en: 'An attachment is empty or larger than 2 MB. Nothing was saved',
    ar: 'أحد المرفقات فارغ أو أكبر من 2 ميجابايت. لم يُحفظ شيء',
  },
  notAllowedNow: { en: 'This complaint cannot move to that status now', ar: 'لا يمكن نقل هذه الشكوى إلى هذه الحالة الآن' },
  noSuchAssignee: {
    en: 'That staff member cannot handle complaints',
    ar: 'لا يمكن لهذا الموظف معالجة الشكاوى',
  },
  closed: { en: 'This complaint is closed', ar: 'هذه الشكوى مغلقة' },
  refundNotOfLine: {
    en: 'No refund with this id was made on the bill this complaint is about. Copy the id from the payment page',
    ar: 'لا يوجد استرداد بهذا الرقم على الفاتورة موضوع هذه الشكوى. انسخ الرقم من صفحة العملية',
  },
  guestMobile: {
    en: 'The mobile number does not match the one that paid',
    ar: 'رقم الهاتف لا يطابق الرقم الذي تم الدفع به',
  },
  wrongCode: { en: 'The code is incorrect or has expired', ar: 'الرمز غير صحيح أو منتهي الصلاحية' },
} satisfies Record<string, Bilingual>;

export const complaintError = (key: keyof typeof complaintMessages, code: number = ErrorCode.Conflict) =>
  new AppError(code, complaintMessages[key]);
