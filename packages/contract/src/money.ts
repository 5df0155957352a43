/**
 * Money is integer baisa (1 OMR = 1000 baisa) everywhere except on the wire and on screen,
 * where it is decimal OMR with three places. Never float arithmetic on money (DESIGN §5).
 */
export type Baisa = number & { readonly __brand: 'Baisa' };
export const CURRENCY_CODE = 512;
export const OMR_DECIMALS = 3;

export function baisa(value: number): Baisa {
  if (!Number.isSafeInteger(value)) throw new RangeError(`baisa must be a safe integer, got ${value}`);
  return value as Baisa;
}

/** Parses OMR given as a number or decimal text ("12.5", "12.345") into baisa without float error. */
export function omrToBaisa(value: number | string): Baisa {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not an OMR amount: ${String(value)}`);
  const [, sign, whole, frac = ''] = match;
  const fracDigits = (frac + '000').slice(0, 3);
  const rest = frac.slice(3);
  let result = Number(whole) * 1000 + Number(fracDigits);
  if (rest && Number(rest[0]) >= 5) result += 1;
  return baisa(sign === '-' ? -result : result);
}

/** Baisa to an OMR number for the wire, e.g. 12345 → 12.345. Exact for 3 decimals. */
export function baisaToOmr(value: Baisa | number): number {
  return Number(formatOmrPlain(value));
}

/** Baisa to "12.345" (no currency). */
export function formatOmrPlain(value: Baisa | number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/**
 * An amount as people read it: "OMR 12.345" in English, "12.345 ر.ع." in Arabic. Latin digits in both
 * languages, as on paper bills (decision 005); the customer side and the back office share it.
 */
export function omrLabel(value: Baisa | number | string, lang: 'en' | 'ar'): string {
  const plain = typeof value === 'string' ? value : formatOmrPlain(value);
  return lang === 'ar' ? `${plain} ر.ع.` : `OMR ${plain}`;
}

/** How many decimal places a typed amount has; used by the amount rule "up to N decimals". */
export function decimalPlaces(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}
