import type { Bilingual } from './messages.ts';
import { normalizeDigits } from './digits.ts';

/**
 * The one rule for an Omani mobile number (issue 35): every call that takes a mobile and every mobile
 * field of the web app read it with `omanMobile`, so a number pasted from Contacts is the same number
 * on the screen, in the request and in the outbox.
 */

/** An Omani mobile's 8 local digits: they start with 7 or 9. */
export const LOCAL_MOBILE = /^[79]\d{7}$/;
/** A mobile as it is stored and sent: 968 and the 8 local digits. */
export const STORED_MOBILE = /^968[79]\d{7}$/;
/** The most characters a mobile field takes: room for "+968 (9000) 0001" and friends, never cut short. */
export const MOBILE_TYPED_MAX = 32;

// Spaces of every width, dashes of every kind, brackets, dots, and the direction marks that text copied
// from an Arabic phone's Contacts carries around a number.
const SEPARATORS = /[\s\u00a0\u2000-\u200f\u2028-\u202f\u2066-\u2069\-\u2010-\u2015\u2212()[\]{}.]/g;

/**
 * 968XXXXXXXX from a mobile as people type or paste it: separators are dropped and a leading +968,
 * 00968 or 968 is taken off before any length is looked at, in Latin or Arabic-Indic digits. What is left
 * must be 8 digits starting 7 or 9; anything else is null, never a different number.
 */
export function omanMobile(typed: string): string | null {
  let rest = normalizeDigits(typed).replace(SEPARATORS, '');
  if (rest.startsWith('+968')) rest = rest.slice(4);
  else if (rest.startsWith('00968')) rest = rest.slice(5);
  else if (rest.startsWith('968') && rest.length === 11) rest = rest.slice(3);
  return LOCAL_MOBILE.test(rest) ? `968${rest}` : null;
}

/** The 8 local digits a field behind a fixed +968 holds, or what was typed (digits made Latin) when it is no mobile. */
export function mobileLocalPart(typed: string): string {
  return omanMobile(typed)?.slice(3) ?? normalizeDigits(typed.trim());
}

/** "+968 9000 0001": the stored form as the screens show it, left to right in both languages. */
export function displayMobile(stored: string): string {
  const local = stored.startsWith('968') ? stored.slice(3) : stored;
  return `+968 ${local.slice(0, 4)} ${local.slice(4)}`;
}

/** What the server answers a mobile that is not an Omani mobile number. */
export const invalidMobileText: Bilingual = {
  en: 'Enter an Omani mobile number: 8 digits starting with 7 or 9, with or without +968',
  ar: 'أدخل رقم هاتف عُماني: 8 أرقام تبدأ بـ 7 أو 9، مع +968 أو بدونها',
};
