import { omanDateInWords } from '@portal/contract';
import type { LineRow, PaymentRow } from '../payments/index.ts';
import { emailParts, footer, omr, type Lang, type RenderedMessage } from './message-layout.ts';

const lineCost = (l: LineRow) => l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa;
const billerOf = (l: LineRow, lang: Lang) => (lang === 'ar' ? l.biller_name_ar : l.biller_name);
const serviceOf = (l: LineRow, lang: Lang) => (lang === 'ar' ? l.service_name_ar : l.service_name);
const whereTo = (p: PaymentRow, lang: Lang) =>
  p.method === 'Wallet' ? (lang === 'ar' ? 'محفظتك' : 'your wallet') : lang === 'ar' ? 'بطاقتك' : 'your card';
const methodName = (p: PaymentRow, lang: Lang) =>
  p.method === 'Wallet' ? (lang === 'ar' ? 'المحفظة' : 'Wallet') : lang === 'ar' ? 'بطاقة' : 'Card';

/** What the bills were, in a few words: one bill by its biller and number, several by their count. */
function whatFor(lines: LineRow[], lang: Lang): string {
  if (lines.length === 1) return `${billerOf(lines[0]!, lang)} ${lines[0]!.billing_no}`;
  return lang === 'ar' ? `${lines.length} فواتير` : `${lines.length} bills`;
}

/**
 * The receipt of a payment that ended: completed, partly completed (the failed lines' money returned),
 * or failed with the reason stored with it, which says "no money was taken" only when the providers
 * confirmed it (decision 013). Amounts are what the customer finally paid.
 */
export function receiptMessage(p: PaymentRow, lines: LineRow[], lang: Lang): RenderedMessage {
  const posted = lines.filter((l) => l.status === 'posted');
  const returned = lines.filter((l) => l.status === 'refunded' || l.status === 'failed');
  const paid = p.total_baisa - p.refunded_baisa - p.points_refunded_baisa;
  const ref = p.reference_number;
  const when = omanDateInWords(p.completed_at ?? p.updated_at ?? p.created_at, lang, { time: true });
  const rows: Array<[string, string]> = [
    [lang === 'ar' ? 'الرقم المرجعي' : 'Reference', ref],
    [lang === 'ar' ? 'التاريخ والوقت' : 'Date and time', when],
    [lang === 'ar' ? 'طريقة الدفع' : 'Paid by', methodName(p, lang)],
  ];
  const lineRows = lines.map((l): [string, string] => [
    `${billerOf(l, lang)} · ${serviceOf(l, lang)} · ${l.billing_no}`,
    `${omr(lineCost(l), lang)} · ${lineStatus(l, lang)}`,
  ]);

  if (p.state === 'failed' || p.state === 'expired') {
    const reason = lang === 'ar' ? (p.failure_ar ?? 'تعذر إتمام عملية الدفع') : (p.failure_en ?? 'The payment could not be completed');
    const head =
      lang === 'ar'
        ? `لم تتم عملية الدفع بقيمة ${omr(p.total_baisa, lang)}`
        : `Your payment of ${omr(p.total_baisa, lang)} was not completed`;
    return {
      sms: lang === 'ar' ? `${head}. ${reason}. المرجع ${ref}` : `${head}. ${reason}. Ref ${ref}`,
      email: {
        subject: lang === 'ar' ? `لم تتم عملية الدفع، المرجع ${ref}` : `Payment not completed, ref ${ref}`,
        ...emailParts(lang, { heading: head, paragraphs: [reason], rows: [...rows, ...lineRows], footer: footer(lang) }),
      },
    };
  }

  const partly = p.state === 'partially_completed';
  const head = partly
    ? lang === 'ar'
      ? `تم دفع بعض فواتيرك: ${omr(paid, lang)}`
      : `Some of your bills were paid: ${omr(paid, lang)}`
    : lang === 'ar'
      ? `تم استلام دفعتك: ${omr(paid, lang)} لـ ${whatFor(posted, lang)}`
      : `Payment received: ${omr(paid, lang)} for ${whatFor(posted, lang)}`;
  const back = returned.reduce((n, l) => n + lineCost(l), 0);
  const returnedText = partly
    ? lang === 'ar'
      ? `أُعيد مبلغ ${omr(back, lang)} للفواتير التي لم تُدفع إلى ${whereTo(p, lang)}`
      : `${omr(back, lang)} for the bills that could not be paid was returned to ${whereTo(p, lang)}`
    : '';
  const sms =
    lang === 'ar'
      ? [head, returnedText, `المرجع ${ref}`].filter(Boolean).join('. ')
      : [head, returnedText, `Ref ${ref}`].filter(Boolean).join('. ');
  return {
    sms,
    email: {
      subject: lang === 'ar' ? `إيصال الدفع، المرجع ${ref}` : `Payment receipt, ref ${ref}`,
      ...emailParts(lang, {
        heading: head,
        paragraphs: [returnedText, lang === 'ar' ? 'الإيصال مرفق بصيغة PDF.' : 'Your receipt is attached as a PDF.'].filter(Boolean),
        rows: [...rows, [lang === 'ar' ? 'المبلغ المدفوع' : 'Amount paid', omr(paid, lang)], ...lineRows],
        footer: footer(lang),
      }),
    },
  };
}

function lineStatus(l: LineRow, lang: Lang): string {
  const en = { posted: 'Paid', failed: 'Not paid, returned', refunded: 'Not paid, returned', pending: 'Pending' } as const;
  const ar = { posted: 'مدفوعة', failed: 'لم تُدفع، أُعيد المبلغ', refunded: 'لم تُدفع، أُعيد المبلغ', pending: 'قيد المعالجة' } as const;
  return (lang === 'ar' ? ar : en)[l.status];
}

/** One bill of a basket the biller refused: its money went back. */
export function refundMessage(p: PaymentRow, line: LineRow, lang: Lang): RenderedMessage {
  const what = `${billerOf(line, lang)} ${line.billing_no}`;
  const head =
    lang === 'ar'
      ? `لم يتم دفع ${what}، وأُعيد ${omr(lineCost(line), lang)} إلى ${whereTo(p, lang)}`
      : `${what} could not be paid; ${omr(lineCost(line), lang)} was returned to ${whereTo(p, lang)}`;
  const reason = lang === 'ar' ? line.failure_ar : line.failure_en;
  const ref = p.reference_number;
  return {
    sms: lang === 'ar' ? `${head}. المرجع ${ref}` : `${head}. Ref ${ref}`,
    email: {
      subject: lang === 'ar' ? `إعادة مبلغ، المرجع ${ref}` : `Refund, ref ${ref}`,
      ...emailParts(lang, {
        heading: head,
        paragraphs: reason ? [reason] : [],
        rows: [[lang === 'ar' ? 'الرقم المرجعي' : 'Reference', ref]],
        footer: footer(lang),
      }),
    },
  };
}

/**
 * A gift card's voucher, in both languages (the reader's first) as it was texted before the outbox:
 * the code must reach whoever holds the phone, whatever their language.
 */
export function voucherMessage(p: PaymentRow, line: LineRow, code: string, lang: Lang): RenderedMessage {
  const en = `Your ${line.service_name} voucher code: ${code}. Order ${p.reference_number}. Keep it private.`;
  const ar = `رمز قسيمة ${line.service_name_ar}: ${code}. الطلب ${p.reference_number}. احتفظ به لنفسك.`;
  const sms = lang === 'ar' ? `${ar}\n${en}` : `${en}\n${ar}`;
  return {
    sms,
    email: {
      subject: lang === 'ar' ? `قسيمة ${line.service_name_ar}` : `Your ${line.service_name} voucher`,
      ...emailParts(lang, { heading: lang === 'ar' ? ar : en, paragraphs: [], footer: footer(lang) }),
    },
  };
}
