import { omanDay } from './oman-time.ts';
import { z } from 'zod';
import { normalizeDigits } from './digits.ts';
import { LOCAL_MOBILE, STORED_MOBILE } from './mobile.ts';

/** Validation rules shared by the client's forms and the server's request schemas (spec 01 §5, 02 §5). */
export const COUNTRY_PREFIX = '968';

/** A company login's username: 8–30 letters and digits (spec 01 §5); no form takes a longer username. */
export const USERNAME_MIN = 8;
export const USERNAME_MAX = 30;
/** A new password: 8–16 characters (spec 01 §5); no password field takes more. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** A civil ID or commercial registration number, as the forms take it. */
export const ID_MAX = 10;
/** An e-mail address. */
export const EMAIL_MAX = 100;
/** A search box's or a list filter's text. */
export const SEARCH_MAX = 50;
/** The name a customer gives a saved card. */
export const CARD_NAME_MAX = 50;
export const PASSWORD_SYMBOLS = '#*$?/._()!@';

export const patterns = {
  /** One rule for every mobile (mobile.ts): 8 local digits starting 7 or 9, stored with 968. */
  localMobile: LOCAL_MOBILE,
  omanMobile: STORED_MOBILE,
  companyUsername: new RegExp(`^[A-Za-z0-9]{${USERNAME_MIN},${USERNAME_MAX}}$`),
  /** Letters, digits and the listed symbols; what a login password may hold. */
  passwordChars: /^[A-Za-z0-9#*$?/._()!@\-+=%&^~,;:]+$/,
  englishName: /^[A-Za-z ]+$/,
  arabicName: /^[\u0600-\u06FF ]+$/,
  /** As written on the commercial registration: letters of either script, digits, spaces and & . - ' ( ) / ("(S.A.O.G)", issues 11, 35). */
  companyName: /^[A-Za-z\u0600-\u06FF0-9&.\-'()/ ]+$/,
  documentNo: /^[A-Za-z0-9]+$/,
  crNumber: /^[A-Za-z0-9]+$/,
  englishText: /^[A-Za-z0-9 .,'&()\-/]+$/,
  /**
   * One address: no spaces or line breaks, and none of the characters that separate or quote addresses
   * in a mail header (, ; : < > ( ) [ ] \ "), which would let one field name a list (issue 30).
   */
  email: /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+\.[^\s@,;:<>()[\]\\"]{2,}$/,
  otp: /^\d{4,8}$/,
} as const;

/** The longest person's name (first, second, third, last), contact person's name and job title (spec 01 §5). */
export const NAME_MAX = 25;

/** The longest company name, as on a commercial registration ("Sohar Foods and Trading LLC" and longer). */
export const COMPANY_NAME_MAX = 100;

/** A string with Arabic-Indic digits normalised and surrounding space trimmed. */
export const digitsText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => normalizeDigits(v.trim()));

/** True when the password meets the create/change rule: 8–16 English characters with a capital, a digit and a listed symbol. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    patterns.passwordChars.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[#*$?/._()!@]/.test(value)
  );
}

/** Whole years between a YYYY-MM-DD birth date and today (UTC). */
export function ageOn(birthDate: string, today = new Date()): number {
  // Counted on Oman's calendar, as the form's default date is: between 00:00 and 04:00 in Muscat the
  // UTC day is still yesterday, and an eighteenth birthday today would read as seventeen (issue 11).
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = omanDay(today).split('-').map(Number) as [number, number, number];
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age;
}

/** The birth date that turns `years` today in Oman (29 February gives 1 March in other years). */
export function birthDateFor(years: number, today = new Date()): string {
  const [ty, tm, td] = omanDay(today).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(ty - years, tm - 1, td)).toISOString().slice(0, 10);
}

export const MIN_AGE = 18;

/** The least a card is charged when points pay the rest: 0.100 OMR, so there is an amount to authorise (decision 006). */
export const MIN_CARD_CHARGE_BAISA = 100;

/** The most points may pay of a card payment's total (baisa): all but the minimum card charge. */
export const pointsCap = (grossBaisa: number) => Math.max(0, grossBaisa - MIN_CARD_CHARGE_BAISA);

/** The points a card payment takes: what the customer has, up to the cap (the server takes the same). */
export const pointsTaken = (pointsCash: number, grossBaisa: number) => Math.min(Math.max(0, pointsCash), pointsCap(grossBaisa));
