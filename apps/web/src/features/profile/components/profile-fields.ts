import { isStrongPassword, NAME_MAX, normalizeDigits, PASSWORD_MAX, PASSWORD_MIN, patterns } from '@portal/contract';
import { z } from 'zod';
import { maxMessage } from '@/shared/forms/field-error';

/** Field rules of spec 01 §5 in their profile variants; messages are i18n keys. */
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

/** Digits typed in Arabic-Indic are read as Latin before any rule looks at them. */
const digitsText = z.string().transform((v) => normalizeDigits(v.trim()));

/** ID or CR number: letters and digits, at most 10; the CR number may stay blank in the profile. */
export const documentNoField = (required: boolean, message: string) =>
  digitsText.pipe(
    z
      .string()
      .refine((v) => !required || v.length > 0, 'validation.fieldRequired')
      .refine((v) => v.length <= 10, maxMessage(10))
      .refine((v) => !v || patterns.documentNo.test(v), message),
  );

export const emailField = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => !required || v.length > 0, 'validation.fieldRequired')
    .refine((v) => v.length <= 100, maxMessage(100))
    .refine((v) => !v || patterns.email.test(v), 'validation.invalidEmail');

/** The profile's mobile: 8 to 15 digits after +968, required for a company. */
export const mobileField = digitsText.pipe(
  z
    .string()
    .min(1, 'validation.fieldRequired')
    .regex(/^\d{8,15}$/, 'validation.mobileDigits'),
);

export interface PasswordBlock {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The change-password block (spec 01 §5): nothing typed means no change; once anything is typed the
 * old password is required, and the new one must be strong and confirmed.
 */
export function checkPasswordBlock(v: PasswordBlock, ctx: z.RefinementCtx): void {
  const fail = (path: keyof PasswordBlock, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!v.oldPassword && !v.newPassword && !v.confirmPassword) return;
  if (!v.oldPassword) fail('oldPassword', 'validation.fieldRequired');
  if (!v.newPassword) fail('newPassword', 'validation.passwordRequired');
  else if (v.newPassword.length < PASSWORD_MIN || v.newPassword.length > PASSWORD_MAX) fail('newPassword', 'validation.passwordLength');
  else if (!patterns.passwordChars.test(v.newPassword)) fail('newPassword', 'validation.EnglishLettersOnly');
  else if (!isStrongPassword(v.newPassword)) fail('newPassword', 'validation.strongPassword');
  if (!v.confirmPassword) fail('confirmPassword', 'validation.ConfirmpasswordRequired');
  else if (v.newPassword && v.confirmPassword !== v.newPassword) fail('confirmPassword', 'validation.Passwordsdonotmatch');
}
