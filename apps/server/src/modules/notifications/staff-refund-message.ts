import type { Queryable } from '../../platform/db.ts';
import { staffRefundRepository } from './staff-refund-repository.ts';
import type { LineRow, PaymentRow } from '../payments/index.ts';
import { emailParts, footer, omr, type Lang, type RenderedMessage } from './message-layout.ts';
import type { Rendering } from './notification-worker.ts';

const whereTo = (p: PaymentRow, lang: Lang) =>
  p.method === 'Wallet' ? (lang === 'ar' ? 'محفظتك' : 'your wallet') : lang === 'ar' ? 'بطاقتك' : 'your card';

/** Where the refund went: the card or wallet, and the points that paid part of the bill back as points. */
function destination(p: PaymentRow, amountBaisa: number, pointsBaisa: number, lang: Lang): string {
  const money = amountBaisa - pointsBaisa;
  if (pointsBaisa <= 0) return whereTo(p, lang);
  if (money <= 0) return lang === 'ar' ? 'رصيد نقاطك' : 'your points';
  return lang === 'ar'
    ? `${whereTo(p, lang)} (${omr(money, lang)}) ورصيد نقاطك (${omr(pointsBaisa, lang)})`
    : `${whereTo(p, lang)} (${omr(money, lang)}) and your points (${omr(pointsBaisa, lang)})`;
}

/** A staff refund of part or all of one paid bill (issue 31 §5), in the customer's language. */
export function staffRefundMessage(
  p: PaymentRow,
  line: LineRow,
  amountBaisa: number,
  lang: Lang,
  pointsBaisa = 0,
  earnedPointsTakenBaisa = 0,
): RenderedMessage {
  const what = `${lang === 'ar' ? line.biller_name_ar : line.biller_name} ${line.billing_no}`;
  const ref = p.reference_number;
  const to = destination(p, amountBaisa, pointsBaisa, lang);
  const head =
    lang === 'ar'
      ? `تم استرداد ${omr(amountBaisa, lang)} من دفعتك لـ ${what} إلى ${to}`
      : `${omr(amountBaisa, lang)} of your payment for ${what} was refunded to ${to}`;
  const when =
    p.method === 'CreditCard' && amountBaisa > pointsBaisa
      ? lang === 'ar'
        ? 'قد يستغرق ظهور المبلغ في كشف بطاقتك بضعة أيام عمل.'
        : 'It may take a few working days to appear on your card statement.'
      : '';
  // Not in the text message: a few baisa of points are news for the e-mail, not for a text.
  const earnedBack =
    earnedPointsTakenBaisa > 0
      ? lang === 'ar'
        ? `خُصمت من رصيد نقاطك النقاط التي اكتسبتها بهذا المبلغ (${omr(earnedPointsTakenBaisa, lang)}).`
        : `The points this money had earned (${omr(earnedPointsTakenBaisa, lang)}) were taken back from your points.`
      : '';
  return {
    sms: lang === 'ar' ? `${head}. المرجع ${ref}` : `${head}. Ref ${ref}`,
    email: {
      subject: lang === 'ar' ? `استرداد مبلغ، المرجع ${ref}` : `Refund, ref ${ref}`,
      ...emailParts(lang, {
        heading: head,
        paragraphs: [when, earnedBack].filter(Boolean),
        rows: [
          [lang === 'ar' ? 'الرقم المرجعي' : 'Reference', ref],
          [lang === 'ar' ? 'المبلغ المسترد' : 'Amount refunded', omr(amountBaisa, lang)],
        ],
        footer: footer(lang),
      }),
    },
  };
}

/** Reads the refund the message is about now (nothing of the body rests in the queue). */
export async function renderStaffRefund(q: Queryable, p: PaymentRow, line: LineRow, refundId: string, lang: Lang): Promise<Rendering> {
  const r = await staffRefundRepository.byId(q, refundId);
  if (!r || r.state !== 'succeeded') return { cancel: 'the refund did not succeed' };
  return {
    message: staffRefundMessage(p, line, Number(r.amount_baisa), lang, Number(r.points_baisa), Number(r.earned_points_taken_baisa)),
  };
}
