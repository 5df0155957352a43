import { COMPANY_NAME_MAX, ID_MAX, NAME_MAX, normalizeDigits, patterns } from '@portal/contract';
import { z } from 'zod';
import { maxMessage } from '@/shared/forms/field-error';
import type { Language } from '@/shared/i18n';

/** A company's name as on its commercial registration, in either form's language (issue 11). */
export const companyNameField = z
  .string()
  .trim()
  .refine((v) => v.length > 0, 'validation.fieldRequired')
  .refine((v) => v.length <= COMPANY_NAME_MAX, maxMessage(COMPANY_NAME_MAX))
  .refine((v) => !v || patterns.companyName.test(normalizeDigits(v)), 'validation.companyNameChars');

/** Names are typed in the interface language: English letters, or Arabic letters in Arabic (spec 01 §5). */
export function nameField(lang: Language, required: boolean) {
  const [rule, message] =
    lang === 'ar' ? [patterns.arabicName, 'validation.arabicLetters'] : [patterns.englishName, 'validation.englishLetters'];
  return z
    .string()
    .trim()
    .refine((v) => !required || v.length > 0, 'validation.fieldRequired')
    .refine((v) => v.length <= NAME_MAX, maxMessage(NAME_MAX))
    .refine((v) => !v || rule.test(v), message);
}

export const englishNameField = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(NAME_MAX, maxMessage(NAME_MAX))
  .regex(patterns.englishName, 'validation.englishLetters');

/** Digits typed in Arabic-Indic are read as Latin before any rule looks at them. */
export const digitsField = z.string().transform((v) => normalizeDigits(v.trim()));

export const documentNoField = (rule: RegExp, message: string) =>
  digitsField.pipe(z.string().min(1, 'validation.fieldRequired').max(ID_MAX, maxMessage(ID_MAX)).regex(rule, message));

export const emailField = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => !required || v.length > 0, 'validation.fieldRequired')
    .refine((v) => v.length <= 100, maxMessage(100))
    .refine((v) => !v || patterns.email.test(v), 'validation.invalidEmail');

export const termsField = z.boolean();
