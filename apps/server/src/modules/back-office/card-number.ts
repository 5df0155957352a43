import { normalizeDigits } from '@portal/contract';

/**
 * Whether a search looks like a whole card number: 13 to 19 digits (spaces and dashes aside) that
 * pass the Luhn check. The back office never takes one (issue 31 §3): a staff member who pastes it
 * is asked for the last four digits, and the number goes nowhere, not even into the audit log.
 */
export function looksLikeCardNumber(text: string): boolean {
  const digits = normalizeDigits(text).replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
