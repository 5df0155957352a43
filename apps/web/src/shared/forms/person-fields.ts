import { ageOn, EMAIL_MAX, ID_MAX, MIN_AGE, NAME_MAX, normalizeDigits, patterns } from '@portal/contract';
import { z } from 'zod';
import { maxMessage } from '@/shared/forms/field-error';

/**
 * The person and company fields of spec 01 §5 as registration and the profile both check them
 * (messages are i18n keys): the limits come from the contract, as the server's rules do.
 */

/** Digits typed in Arabic-Indic are read as Latin before any rule looks at them. */
export const digitsText = z.string().transform((v) => normalizeDigits(v.trim()));

/** A name in English letters, or in Arabic letters for the Arabic name fields. */
export function nameField(script: 'en' | 'ar', required: boolean) {
  const [rule, message] =
    script === 'ar' ? [patterns.arabicName, 'validation.arabicLetters'] : [patterns.englishName, 'validation.englishLetters'];
  return z
    .string()
    .trim()
    .refine((v) => !required || v.length > 0, 'validation.fieldRequired')
    .refine((v) => v.length <= NAME_MAX, maxMessage(NAME_MAX))
    .refine((v) => !v || rule.test(v), message);
}

/** An ID or CR number: letters and digits (or the CR's own pattern), at most ID_MAX; `message` when malformed. */
export const documentNoField = (message: string, { required = true, rule = patterns.documentNo as RegExp } = {}) =>
  digitsText.pipe(
    z
      .string()
      .refine((v) => !required || v.length > 0, 'validation.fieldRequired')
      .refine((v) => v.length <= ID_MAX, maxMessage(ID_MAX))
      .refine((v) => !v || rule.test(v), message),
  );

export const emailField = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => !required || v.length > 0, 'validation.fieldRequired')
    .refine((v) => v.length <= EMAIL_MAX, maxMessage(EMAIL_MAX))
    .refine((v) => !v || patterns.email.test(v), 'validation.invalidEmail');

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** A birth date (YYYY-MM-DD), required, of someone MIN_AGE or older; `underAge` says otherwise. */
export const birthDateField = (underAge: string) =>
  z
    .string()
    .min(1, 'validation.fieldRequired')
    .refine(isDate, 'validation.inCorrect')
    .refine((v) => !isDate(v) || ageOn(v) >= MIN_AGE, underAge);

/** A record as loaded, read by a form's rules: what a save compares against (null if it breaks them). */
export function parsedOrNull<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
