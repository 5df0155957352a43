import { omanDateInWords, omanMidday } from '@portal/contract';
import { UNIT, units } from '../dashboard/index.ts';
import { emailParts, footer, omr, type Lang, type RenderedMessage } from './message-layout.ts';
import type { WatchedBill } from './watch-repository.ts';

const billName = (b: WatchedBill, lang: Lang) =>
  `${lang === 'ar' ? b.biller_name_ar : b.biller_name} ${b.billing_no}${b.name ? ` (${b.name})` : ''}`;

/** A bill's arrival or a reminder of its due date, with what is due now. */
export function reminderMessage(
  b: WatchedBill,
  stage: string,
  due: number,
  dueDate: string,
  lang: Lang,
  portalUrl: string,
): RenderedMessage {
  const name = billName(b, lang);
  const amount = omr(due, lang);
  const date = omanDateInWords(omanMidday(dueDate), lang);
  const days = Number(stage.replace('due-', ''));
  let head: string;
  if (stage === 'presented')
    head = lang === 'ar' ? `فاتورتك ${name} صدرت: ${amount}، تستحق في ${date}` : `Your ${name} bill is ready: ${amount}, due on ${date}`;
  else if (days === 0)
    head = lang === 'ar' ? `تذكير: فاتورتك ${name} بمبلغ ${amount} تستحق اليوم` : `Reminder: your ${name} bill of ${amount} is due today`;
  else
    head =
      lang === 'ar'
        ? `تذكير: فاتورتك ${name} بمبلغ ${amount} تستحق بعد ${days} أيام، في ${date}`
        : `Reminder: your ${name} bill of ${amount} is due in ${days} days, on ${date}`;
  const pay = lang === 'ar' ? `ادفعها من بوابة دفع الفواتير: ${portalUrl}` : `Pay it in the Bill Payment Portal: ${portalUrl}`;
  return {
    sms: `${head}.`,
    email: {
      subject:
        stage === 'presented'
          ? lang === 'ar'
            ? `فاتورة جديدة: ${name}`
            : `New bill: ${name}`
          : lang === 'ar'
            ? `تذكير بموعد الاستحقاق: ${name}`
            : `Due date reminder: ${name}`,
      ...emailParts(lang, {
        heading: head,
        paragraphs: [pay],
        rows: [
          [lang === 'ar' ? 'المبلغ المستحق' : 'Amount due', amount],
          [lang === 'ar' ? 'تاريخ الاستحقاق' : 'Due date', date],
        ],
        footer: footer(lang),
      }),
    },
  };
}

/** A meter alarm the utility raised, or the month's use passing the customer's own limit. */
export function alertMessage(b: WatchedBill, subject: Record<string, unknown>, lang: Lang): RenderedMessage {
  const name = billName(b, lang);
  const date = omanDateInWords(omanMidday(String(subject.date)), lang);
  let what: string;
  if (subject.type === 'LimitExceeded') {
    const unit = UNIT[(subject.kind as 'Electricity' | 'Water') ?? 'Electricity'];
    const used = `${units(Number(subject.used))} ${lang === 'ar' ? unit.ar : unit.en}`;
    const limit = `${units(Number(subject.limit))} ${lang === 'ar' ? unit.ar : unit.en}`;
    what =
      lang === 'ar'
        ? `تجاوز استهلاك هذا الشهر حدك: ${used} حتى ${date}، والحد ${limit}`
        : `This month's use passed your limit: ${used} by ${date}, your limit is ${limit}`;
  } else {
    const message = subject.message as { en: string; ar: string } | undefined;
    what = `${(lang === 'ar' ? message?.ar : message?.en) ?? String(subject.type)} (${date})`;
  }
  const head = lang === 'ar' ? `تنبيه العداد، ${name}` : `Meter alert, ${name}`;
  return {
    sms: `${head}: ${what}`,
    email: { subject: head, ...emailParts(lang, { heading: head, paragraphs: [what], footer: footer(lang) }) },
  };
}
