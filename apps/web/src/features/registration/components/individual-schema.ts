import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Language } from '@/shared/i18n';
import { birthDateField, documentNoField, emailField, nameField } from '@/shared/forms/person-fields';
import { mobileField } from '@/shared/forms/mobile-field';
import { termsField } from './registration-rules';

/** Individual registration (spec 01 §5): names by language, nationality, ID, mobile, age 18 or more. */
export const individualSchema = (lang: Language) =>
  z.object({
    firstName: nameField(lang, true),
    secondName: nameField(lang, false),
    lastName: nameField(lang, true),
    nationality: z.string().min(1, 'validation.fieldRequired'),
    idNumber: documentNoField('validation.incorrect'),
    mobile: mobileField,
    dateOfBirth: birthDateField('validation.underAge'),
    countryOfResidence: z.string().min(1, 'validation.fieldRequired'),
    email: emailField(false),
    terms: termsField,
  });

export type IndividualInput = z.input<ReturnType<typeof individualSchema>>;
export type IndividualValues = z.output<ReturnType<typeof individualSchema>>;

/** The form's resolver; this module loads with the form's first check (decision 032). */
export const individualResolver = (lang: Language) => zodResolver(individualSchema(lang));
