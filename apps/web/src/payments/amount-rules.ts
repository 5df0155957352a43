import { normalizeDigits, omrToBaisa } from '@portal/contract';

/** The format shown in the message, e.g. 00000.000 for three decimals (spec 02 §5). */
export const amountFormat = (decimals: number) => `00000${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;

/** Typed text as an amount: Arabic-Indic digits and the Arabic decimal mark made Latin, nothing else kept. */
export const cleanAmountText = (raw: string) =>
  normalizeDigits(raw)
    .replace(/[٫,]/g, '.')
    .replace(/[^0-9.]/g, '');

const patternFor = (decimals: number) => (decimals > 0 ? new RegExp(`^\\d{1,5}(\\.\\d{1,${decimals}})?$`) : /^\d{1,5}$/);

export type AmountProblem = 'required' | 'format' | 'moreThanZero' | 'notInRange';

/**
 * Amount rules: required; up to 5 integer digits and the allowed decimals; more than zero; within
 * min and max when both are set (both 0 means any positive amount).
 */
export function checkAmount(text: string, rules: { decimals: number; minBaisa?: number; maxBaisa?: number }): AmountProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!patternFor(Math.min(3, Math.max(0, rules.decimals))).test(value)) return 'format';
  const baisa = omrToBaisa(value);
  if (baisa <= 0) return 'moreThanZero';
  const { minBaisa = 0, maxBaisa = 0 } = rules;
  if (minBaisa > 0 && maxBaisa > 0 && (baisa < minBaisa || baisa > maxBaisa)) return 'notInRange';
  return null;
}
