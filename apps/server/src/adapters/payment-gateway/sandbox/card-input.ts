import { normalizeDigits, omanWallClock } from '@portal/contract';
import { GwError } from './gateway-error.ts';
import { behaviourOf, brandOf, luhnValid, type CardBehaviour } from './test-cards.ts';

/** What the hosted fields post for a new card. */
export interface CardInput {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  name?: string | undefined;
}

/** What survives tokenization: no full number, no CVV. */
export interface CardFacts {
  bin: string;
  last4: string;
  brand: string;
  expMonth: string;
  expYear: string;
  name: string;
  behaviour: CardBehaviour;
}

/** Cards are issued in Oman: the month rolls over at midnight Muscat time (UTC+4, no daylight saving). */
function muscatYearMonth(now: Date): { year: number; month: number } {
  const { year, month } = omanWallClock(now);
  return { year, month };
}

/** The expiry years a card may carry: this year and the next nine (spec 02 §5). */
export function expiryYears(now: Date): number[] {
  const { year } = muscatYearMonth(now);
  return Array.from({ length: 10 }, (_, i) => year + i);
}

const invalid = (code: string, en: string, ar: string) => new GwError(422, code, en, ar);

export function checkCvv(value: string): string {
  const cvv = normalizeDigits(value.trim());
  if (!/^\d{3}$/.test(cvv)) throw invalid('invalid_cvv', 'CVV must be exactly 3 digits', 'يجب أن يتكون رمز التحقق من 3 أرقام');
  return cvv;
}

export function checkCard(input: CardInput, now: Date): CardFacts {
  const number = normalizeDigits(input.number).replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(number)) {
    throw invalid('invalid_number', 'Card number must be exactly 16 digits', 'يجب أن يتكون رقم البطاقة من 16 رقماً');
  }
  if (!luhnValid(number)) throw invalid('invalid_number', 'Card number is not valid', 'رقم البطاقة غير صحيح');

  const monthText = normalizeDigits(input.expiryMonth.trim());
  const yearText = normalizeDigits(input.expiryYear.trim());
  const month = /^(0?[1-9]|1[0-2])$/.test(monthText) ? Number(monthText) : NaN;
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (Number.isNaN(month) || !expiryYears(now).includes(year)) {
    throw invalid('invalid_expiry', 'Expiry month or year is not valid', 'شهر أو سنة انتهاء الصلاحية غير صحيح');
  }
  const today = muscatYearMonth(now);
  if (year === today.year && month < today.month) throw invalid('card_expired', 'The card has expired', 'انتهت صلاحية البطاقة');

  checkCvv(input.cvv);
  const name = (input.name ?? '').trim();
  if (!/^[A-Za-z0-9 .'-]{0,50}$/.test(name)) {
    throw invalid('invalid_name', 'Name on card: up to 50 English letters', 'الاسم على البطاقة: حتى 50 حرفاً إنجليزياً');
  }
  return {
    bin: number.slice(0, 6),
    last4: number.slice(-4),
    brand: brandOf(number),
    expMonth: String(month).padStart(2, '0'),
    expYear: String(year),
    name,
    behaviour: behaviourOf(number),
  };
}
