import { isStrongPassword, PASSWORD_MAX, PASSWORD_MIN, patterns } from '@portal/contract';
import { z } from 'zod';

/**
 * The create-password rule of spec 01 §5, one message per reason: required, 8–16, English
 * characters only, then a capital, a digit and a listed symbol.
 */
export const strongPasswordField = z.string().superRefine((value, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (!value) return fail('validation.passwordRequired');
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return fail('validation.passwordLength');
  if (!patterns.passwordChars.test(value)) return fail('validation.EnglishLettersOnly');
  if (!isStrongPassword(value)) return fail('validation.strongPassword');
});

export const confirmPasswordField = z.string().min(1, 'validation.ConfirmpasswordRequired');

/** Adds the "passwords do not match" check on `confirmField` to an object schema. */
export function withMatchingPasswords<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  passwordField: string,
  confirmField: string,
) {
  return schema.refine((v) => !v[confirmField] || v[passwordField] === v[confirmField], {
    path: [confirmField],
    message: 'validation.Passwordsdonotmatch',
  });
}
