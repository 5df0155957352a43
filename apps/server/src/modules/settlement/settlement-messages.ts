import type { Bilingual } from '@portal/contract';

/** The settlement side's refusals, in both languages. */
export const settlementMessages = {
  notBankingDay: { en: 'That day is not a banking day', ar: 'هذا اليوم ليس يوم عمل مصرفي' },
  dayClosed: {
    en: 'This settlement day is closed. Record a correction as an adjustment on an open day',
    ar: 'يوم التسوية هذا مغلق. سجّل التصحيح كتعديل على يوم مفتوح',
  },
  notMatched: { en: 'Match the day before closing it', ar: 'قم بمطابقة اليوم قبل إغلاقه' },
  openExceptions: {
    en: 'The day has open exceptions: a finance approver must sign off naming each one that stays open',
    ar: 'لليوم استثناءات مفتوحة: يجب أن يوقّع معتمد مالي مع تسمية كل استثناء يبقى مفتوحاً',
  },
  badFile: { en: 'The file does not follow the documented layout', ar: 'الملف لا يتبع التنسيق الموثق' },
  unknownBiller: { en: 'No such biller', ar: 'لا توجد جهة فوترة بهذا الرقم' },
  exceptionNotFound: { en: 'No open exception with this number', ar: 'لا يوجد استثناء مفتوح بهذا الرقم' },
  approvalNeeded: { en: 'Only a finance approver may write an amount off', ar: 'يمكن للمعتمد المالي فقط شطب مبلغ' },
  dayAlreadyMatched: {
    en: 'That day was already matched as a banking day; it cannot become a holiday',
    ar: 'تمت مطابقة هذا اليوم كيوم عمل مصرفي؛ لا يمكن أن يصبح عطلة',
  },
  alreadyHoliday: { en: 'That day is already a public holiday', ar: 'هذا اليوم عطلة رسمية بالفعل' },
  notHoliday: { en: 'That day is not a public holiday', ar: 'هذا اليوم ليس عطلة رسمية' },
  remitAfterClose: {
    en: 'Close the day before recording what was remitted: until then its net can still change',
    ar: 'أغلق اليوم قبل تسجيل ما تم تحويله: حتى ذلك الحين قد يتغير صافي المبلغ',
  },
  remittanceRecorded: {
    en: 'The remittance for this biller and day is already recorded; correct it with an adjustment on an open day',
    ar: 'تم تسجيل التحويل لهذه الجهة المفوترة في هذا اليوم بالفعل؛ صحّحه بتعديل على يوم مفتوح',
  },
  sandboxOnly: { en: 'Statement files are made only by the sandbox providers', ar: 'تُنشأ ملفات الكشوف من مزودي البيئة التجريبية فقط' },
} satisfies Record<string, Bilingual>;
