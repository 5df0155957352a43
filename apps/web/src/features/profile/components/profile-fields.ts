import { isStrongPassword, PASSWORD_MAX, PASSWORD_MIN, patterns } from '@portal/contract';
import { z } from 'zod';
import { digitsText } from '@/shared/forms/person-fields';

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
