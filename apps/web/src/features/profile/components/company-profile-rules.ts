import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_NAME_MAX, normalizeDigits, patterns } from '@portal/contract';
import { z } from 'zod';
import type { Language } from '@/shared/i18n';
import { documentNoField, emailField, nameField, parsedOrNull } from '@/shared/forms/person-fields';
import { checkPasswordBlock, mobileField } from './profile-fields';

const companyName = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => !required || v.length > 0, 'validation.fieldRequired')
    .refine((v) => v.length <= COMPANY_NAME_MAX, `validation.max:${COMPANY_NAME_MAX}`)
    .refine((v) => !v || patterns.companyName.test(normalizeDigits(v)), 'validation.companyNameChars');

/**
 * The company view (spec 01 §2, §5): the name in the interface language, CR number optional (blank
 * keeps the one on file), contact person and job title in English letters, email and mobile (8 to 15
 * digits after +968) required; then the change-password block.
 */
export const companySchema = (lang: Language) =>
  z
    .object({
      companyName: companyName(lang === 'en'),
      companyNameAr: companyName(lang === 'ar'),
      crNumber: documentNoField('validation.inCorrect', { required: false }),
      contactPersonName: nameField('en', true),
      contactPersonJobTitle: nameField('en', true),
      email: emailField(true),
      mobile: mobileField,
      oldPassword: z.string(),
      newPassword: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine(checkPasswordBlock);

export type CompanyInput = z.input<ReturnType<typeof companySchema>>;
export type CompanyValues = z.output<ReturnType<typeof companySchema>>;

/** The form's resolver. This module (zod with it) loads with the form's first check (decision 032). */
export const companyResolver = (lang: Language) => zodResolver(companySchema(lang));

/** The record as loaded, read by the same rules: what a save compares against (null if it breaks them). */
export const storedCompany = (lang: Language, loaded: CompanyInput): CompanyValues | null => parsedOrNull(companySchema(lang), loaded);
