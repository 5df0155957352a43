import { isStrongPassword, PASSWORD_MAX, PASSWORD_MIN, patterns } from '@portal/contract';
import type { z } from 'zod';

/** The profile's mobile, required for a company: the one rule of every mobile field (issue 35). */
export { mobileField } from '@/shared/forms/mobile-field';

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
