import { COMPANY_NAME_MAX, normalizeDigits, patterns } from '@portal/contract';
import { z } from 'zod';
import { maxMessage } from '@/shared/forms/field-error';

/** A company's name as on its commercial registration, in either form's language (issue 11). */
export const companyNameField = z
  .string()
  .trim()
  .refine((v) => v.length > 0, 'validation.fieldRequired')
  .refine((v) => v.length <= COMPANY_NAME_MAX, maxMessage(COMPANY_NAME_MAX))
  .refine((v) => !v || patterns.companyName.test(normalizeDigits(v)), 'validation.companyNameChars');

export const termsField = z.boolean();
