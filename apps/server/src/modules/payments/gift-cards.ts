import { ErrorCode, invalidMobileText, omanMobile, type Bilingual } from '@portal/contract';
import { AppError, invalidInput } from '../../platform/errors.ts';
import type { PricedLines } from './line-pricing.ts';

/** How a payment is made: the hosted card page (nonce), a card with our SMS code, or the wallet. */
export type PaymentRoad = 'nonce' | 'cardCode' | 'wallet';

const texts = {
  visitorCardOnly: {
    en: 'Visitors buy gift cards with a card on the national payment gateway. Sign in to pay from your wallet',
    ar: 'يشتري الزوار بطاقات الهدايا بالبطاقة عبر بوابة الدفع الوطنية. سجّل الدخول للدفع من محفظتك',
  },
  emailRequired: { en: 'Enter your e-mail address to buy a gift card', ar: 'أدخل بريدك الإلكتروني لشراء بطاقة الهدايا' },
} satisfies Record<string, Bilingual>;

/** The kind a payment is stored as: a basket of gift cards only is a gift purchase (spec 02 §9). */
export const paymentKind = <K extends string>(priced: PricedLines, kind: K): K | 'gift' =>
  priced.gift && kind === 'one_time' ? 'gift' : kind;

/**
 * A visitor buys gift cards only on the hosted card page, and gives an e-mail and a mobile (968 and 8
 * digits) where the voucher is sent (spec 02 §4 Gift card, §5, §6). Customers may use any road; the
 * voucher goes to the mobile on their profile.
 */
export function checkGiftBuyer(
  priced: PricedLines,
  buyer: { customerId: number | null; road: PaymentRoad; email?: string | null; mobile?: string | null },
): void {
  if (!priced.gift || buyer.customerId) return;
  if (buyer.road !== 'nonce') throw new AppError(ErrorCode.Unauthorized, texts.visitorCardOnly);
  if (!buyer.email) throw invalidInput(texts.emailRequired);
  if (!buyer.mobile || !omanMobile(buyer.mobile)) throw invalidInput(invalidMobileText);
}
