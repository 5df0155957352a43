import type { passkeyEn } from './passkeys-en.ts';

export const passkeyAr: Record<keyof typeof passkeyEn, string> = {
  'passkeys.heading': 'مفاتيح المرور',
  'passkeys.help':
    'يتيح لك مفتاح المرور تسجيل الدخول ببصمة جهازك أو وجهك أو رمزه بدلاً من رمز تطبيق المصادقة، ويؤكد هويتك قبل الإجراءات الحساسة.',
  'passkeys.none': 'لا توجد مفاتيح مرور بعد',
  'passkeys.name': 'اسم مفتاح المرور هذا',
  'passkeys.namePlaceholder': 'مثال: حاسوب المكتب',
  'passkeys.add': 'إضافة مفتاح مرور',
  'passkeys.added': 'تاريخ الإضافة (بتوقيت عُمان)',
  'passkeys.lastUsed': 'آخر استخدام',
  'passkeys.never': 'لم يُستخدم',
  'passkeys.remove': 'حذف',
  'passkeys.confirmFirst': 'أكد هويتك أولاً: أدخل رمزاً جديداً من تطبيق المصادقة، أو استخدم مفتاح مرور.',
  'passkeys.confirm': 'تأكيد',
  'passkeys.unsupported': 'لا يدعم هذا المتصفح مفاتيح المرور.',
  'passkeys.use': 'استخدام مفتاح مرور',
  'passkeys.or': 'أو',
  'invitation.passkeyStep': '3. مفتاح مرور (اختياري)',
  'invitation.passkeyHelp':
    'أنشئ أيضاً مفتاح مرور على هذا الجهاز لتسجيل الدخول ببصمته أو وجهك أو رمزه بدلاً من الرمز. يمكنك إضافته لاحقاً من صفحة جلساتي.',
  'invitation.passkeyReady': 'مفتاح المرور جاهز، وسيُحفظ عند إنشاء الحساب:',
  'qr.alt': 'رمز QR لإضافة المكتب الخلفي إلى تطبيق المصادقة',
  'qr.scan': 'امسح هذا الرمز بتطبيق المصادقة، أو اكتب المفتاح أدناه.',
  'audit.outcome.ok': 'تم',
  'audit.outcome.refused': 'مرفوض',
  'audit.outcome.failed': 'فشل',
};
