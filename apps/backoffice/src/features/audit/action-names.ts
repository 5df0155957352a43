import type { Bilingual } from '@portal/contract';

/**
 * What each audit action code means, for the audit log screen. The code is what is stored and filtered on
 * (and stays shown beside the name); a code not listed here (a newer server) is shown as it is.
 */
export const auditActionNames: Record<string, Bilingual> = {
  sign_in: { en: 'Signed in', ar: 'تسجيل الدخول' },
  'sign_in.password': { en: 'Sign-in: password', ar: 'تسجيل الدخول: كلمة المرور' },
  'sign_in.code': { en: 'Sign-in: authenticator code', ar: 'تسجيل الدخول: رمز المصادقة' },
  'sign_in.passkey': { en: 'Sign-in: passkey', ar: 'تسجيل الدخول: مفتاح المرور' },
  sign_out: { en: 'Signed out', ar: 'تسجيل الخروج' },
  'session.end': { en: 'Ended a session', ar: 'إنهاء جلسة' },
  'factor.step_up': { en: 'Confirmed identity again', ar: 'تأكيد الهوية مجدداً' },
  'permission.refused': { en: 'Call refused (no session, token or permission)', ar: 'رفض طلب (بلا جلسة أو رمز أو صلاحية)' },
  'passkey.register': { en: 'Added a passkey', ar: 'إضافة مفتاح مرور' },
  'passkey.remove': { en: 'Removed a passkey', ar: 'حذف مفتاح مرور' },
  'payments.search': { en: 'Searched payments', ar: 'البحث في عمليات الدفع' },
  'payments.export': { en: 'Exported payments (CSV)', ar: 'تصدير عمليات الدفع (CSV)' },
  'customer.reveal': { en: 'Revealed customer data', ar: 'كشف بيانات العميل' },
  'stuck.ask_provider': { en: 'Stuck payment: asked the provider', ar: 'دفعة عالقة: استعلام من مزود الخدمة' },
  'stuck.release_hold': { en: 'Stuck payment: released the hold', ar: 'دفعة عالقة: تحرير المبلغ المحجوز' },
  'staff.create': { en: 'Created the first staff administrator', ar: 'إنشاء أول مسؤول موظفين' },
  'staff.grant': { en: 'Granted roles (server command)', ar: 'منح أدوار (أمر على الخادم)' },
  'staff.invite': { en: 'Invited a staff member', ar: 'دعوة موظف' },
  'staff.invitation.accept': { en: 'Accepted an invitation', ar: 'قبول دعوة' },
  'staff.roles': { en: 'Changed roles', ar: 'تغيير الأدوار' },
  'staff.disable': { en: 'Disabled a staff member', ar: 'تعطيل موظف' },
  'staff.enable': { en: 'Enabled a staff member', ar: 'تفعيل موظف' },
  'settlement.holiday.add': { en: 'Added a bank holiday', ar: 'إضافة عطلة مصرفية' },
  'settlement.holiday.withdraw': { en: 'Withdrew a bank holiday', ar: 'سحب عطلة مصرفية' },
  'settlement.file.imported': { en: 'Imported a settlement file', ar: 'استيراد ملف تسوية' },
  'settlement.file.replaced': { en: 'Replaced a settlement file', ar: 'استبدال ملف تسوية' },
  'settlement.day.match': { en: 'Matched a settlement day', ar: 'مطابقة يوم تسوية' },
  'settlement.day.close': { en: 'Closed a settlement day', ar: 'إقفال يوم تسوية' },
  'settlement.adjustment.add': { en: 'Added a settlement adjustment', ar: 'إضافة تسوية مالية' },
  'settlement.remittance.record': { en: 'Recorded a remittance', ar: 'تسجيل تحويل مالي' },
  'reconciliation.exception.resolve': { en: 'Resolved a reconciliation exception', ar: 'معالجة استثناء في المطابقة' },
};
