/**
 * Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits become Latin,
 * so a customer typing on an Arabic keyboard is understood (DESIGN §5).
 */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * A mobile number as people type it, made the full 968… form every call carries (issue 11): the 8 local
 * digits alone, or with 968, +968 or 00968 in front, in Latin or Arabic-Indic digits, spaces and dashes
 * ignored. Anything else is returned as its digits, for the caller's own rule to refuse.
 */
export function fullOmanMobile(typed: string): string {
  const digits = normalizeDigits(typed).replace(/\D/g, '');
  if (/^[79]\d{7}$/.test(digits)) return `968${digits}`;
  if (digits.startsWith('00968')) return digits.slice(2);
  return digits;
}
