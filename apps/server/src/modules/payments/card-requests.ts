import { patterns, type ConfirmCardNonceRequest } from '@portal/contract';
import { invalidInput } from '../../platform/errors.ts';
import type { PricedLines } from './line-pricing.ts';
import { requireMobile } from '../../platform/mobile.ts';

export const cardCodeText = (amount: string) => (code: string) => ({
  en: `${code} is your code to confirm a card payment of OMR ${amount}. Do not share it.`,
  ar: `${code} هو رمز تأكيد الدفع بالبطاقة بمبلغ ${amount} ر.ع. لا تشاركه مع أحد.`,
});

/** A basket priced from its stored inquiries (one bill, or registered bills in bulk). */
type Price = () => Promise<PricedLines>;
type CardRef = ConfirmCardNonceRequest['cardInfo'];
type Contact = { CustomerInfo?: ConfirmCardNonceRequest['CustomerInfo']; customerInfo?: ConfirmCardNonceRequest['customerInfo'] };
export interface NonceRequest {
  price: Price;
  cardInfo: CardRef;
  usePoints?: boolean | undefined;
  contact: Contact;
}
export interface CardOrderRequest {
  price: Price;
  cardInfo: CardRef;
  mobileNumber?: string | null | undefined;
  lang?: 'en' | 'ar' | null | undefined;
  usePoints?: boolean | undefined;
}

export const cardExpired = {
  en: 'The card details expired. Please enter the card again',
  ar: 'انتهت صلاحية بيانات البطاقة. يرجى إدخال البطاقة مرة أخرى',
};

/** Who to tell about a card payment: the e-mail (checked), mobile and language the client sent. */
export function contactOf(body: Contact) {
  const c = { ...(body.customerInfo ?? {}), ...(body.CustomerInfo ?? {}) };
  const email = (c.Email ?? c.email ?? '').trim().toLowerCase() || null;
  if (email && !patterns.email.test(email)) throw invalidInput({ en: 'Invalid email format', ar: 'صيغة البريد الإلكتروني غير صحيحة' });
  // The receipt's text goes here: the contract's rule, so a pasted +968 … never becomes another number.
  const mobile = c.MobileNo?.trim() ? requireMobile(c.MobileNo) : null;
  return { email, mobile, lang: c.Lang ?? 'en' };
}
