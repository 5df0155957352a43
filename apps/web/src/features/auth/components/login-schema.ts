import { mobileLocalPart, normalizeDigits, patterns } from '@portal/contract';
import { z } from 'zod';

/** Login rules of spec 01 §5: an individual's 8-digit mobile, or a company's username and password. */
export const loginSchema = z
  .object({
    type: z.enum(['individual', 'company']),
    userName: z.string(),
    password: z.string(),
    terms: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const fail = (path: 'userName' | 'password', message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const userName = v.type === 'individual' ? mobileLocalPart(v.userName) : normalizeDigits(v.userName.trim());
    if (!userName) fail('userName', 'validation.fieldRequired');
    else if (v.type === 'individual' && !patterns.localMobile.test(userName)) fail('userName', 'validation.incorrectMobile');
    else if (v.type === 'company' && !patterns.companyUsername.test(userName)) fail('userName', 'validation.companyUsername');
    if (v.type !== 'company') return;
    if (!v.password) fail('password', 'validation.fieldRequired');
    else if (v.password.length < 8 || v.password.length > 16 || !patterns.passwordChars.test(v.password))
      fail('password', 'validation.inCorrect');
  });

export type LoginValues = z.infer<typeof loginSchema>;
