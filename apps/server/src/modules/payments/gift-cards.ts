import { ErrorCode, normalizeDigits, patterns, type Bilingual } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { catalogRepository } from '../catalog/repository.ts';
import { customerRepository } from '../personal-profile/customer-repository.ts';
import type { PricedLines } from './line-pricing.ts';
import type { LineRow, PaymentRow } from './payment-repository.ts';

/** How a payment is made: the hosted card page (nonce), a card with our SMS code, or the wallet. */
export type PaymentRoad = 'nonce' | 'cardCode' | 'wallet';

const texts = {
  visitorCardOnly: {
    en: 'Visitors buy gift cards with a card on the national payment gateway. Sign in to pay from your wallet',
    ar: 'يشتري الزوار بطاقات الهدايا بالبطاقة عبر بوابة الدفع الوطنية. سجّل الدخول للدفع من محفظتك',
  },
  emailRequired: { en: 'Enter your e-mail address to buy a gift card', ar: 'أدخل بريدك الإلكتروني لشراء بطاقة الهدايا' },
  invalidMobile: { en: 'Invalid mobile number format: 968 followed by 8 digits', ar: 'صيغة رقم الهاتف غير صحيحة: 968 متبوعاً بـ 8 أرقام' },
} satisfies Record<string, Bilingual>;

/** The kind a payment is stored as: a basket of gift cards only is a gift purchase (spec 02 §9). */
export const paymentKind = <K extends string>(priced: PricedLines, kind: K): K | 'gift' => (priced.gift && kind === 'one_time' ? 'gift' : kind);

/**
 * A visitor buys gift cards only on the hosted card page, and gives an e-mail and a mobile (968 and 8
 * digits) where the voucher is sent (spec 02 §4 Gift card, §5, §6). Customers may use any road; the
 * voucher goes to the mobile on their profile.
 */
export function checkGiftBuyer(priced: PricedLines, buyer: { customerId: number | null; road: PaymentRoad; email?: string | null; mobile?: string | null }): void {
  if (!priced.gift || buyer.customerId) return;
  if (buyer.road !== 'nonce') throw new AppError(ErrorCode.Unauthorized, texts.visitorCardOnly);
  if (!buyer.email) throw invalidInput(texts.emailRequired);
  if (!buyer.mobile || !patterns.omanMobile.test(normalizeDigits(buyer.mobile))) throw invalidInput(texts.invalidMobile);
}

const voucherText = (line: LineRow, code: string, reference: string): Bilingual => ({
  en: `Your ${line.service_name} voucher code: ${code}. Order ${reference}. Keep it private.`,
  ar: `رمز قسيمة ${line.service_name_ar}: ${code}. الطلب ${reference}. احتفظ به لنفسك.`,
});

/**
 * Sends each posted gift-card voucher to the buyer's mobile. Called only by the worker whose update
 * moved the line from pending to posted, so a completion run twice sends it once. A failed SMS never
 * fails the payment: the voucher is on the receipt. The code itself is never written to our logs.
 */
export function voucherMessages(deps: { db: Db; outbox: SmsProvider; log: FastifyBaseLogger }) {
  const { db, outbox, log } = deps;

  async function buyerMobile(p: PaymentRow): Promise<string | null> {
    const customer = p.customer_id ? await customerRepository.byId(db, p.customer_id) : undefined;
    const mobile = customer?.mobile_no || p.mobile;
    return mobile && patterns.walletMobile.test(mobile) ? mobile : null;
  }

  async function send(p: PaymentRow, line: LineRow, voucherCode: string | null): Promise<void> {
    if (!voucherCode || !(await isGiftCard(line.biller_id))) return;
    try {
      const mobile = await buyerMobile(p);
      if (!mobile) return log.warn({ paymentId: p.id, line: line.line_no }, 'gift-card voucher: no mobile to send it to');
      const text = voucherText(line, voucherCode, p.reference_number);
      await outbox.send(mobile, `${p.lang === 'ar' ? text.ar : text.en}\n${p.lang === 'ar' ? text.en : text.ar}`);
    } catch (err) {
      log.warn({ err, paymentId: p.id, line: line.line_no }, 'gift-card voucher SMS not sent');
    }
  }

  const isGiftCard = async (billerId: number) => (await catalogRepository.biller(db, billerId))?.is_usd_biller === true;

  return { send };
}
