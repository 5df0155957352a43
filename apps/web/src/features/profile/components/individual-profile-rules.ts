import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Language } from '@/shared/i18n';
import { birthDateField, documentNoField, emailField, nameField, parsedOrNull } from '@/shared/forms/person-fields';

/**
 * The individual view (spec 01 §2, §5): both name sets live in the form, the interface language's set
 * is shown and required (first and last), the other kept as loaded; email optional; age 18 or more.
 */
export const individualSchema = (lang: Language) =>
  z.object({
    firstName: nameField('en', lang === 'en'),
    secondName: nameField('en', false),
    thirdName: nameField('en', false),
    lastName: nameField('en', lang === 'en'),
    firstNameAr: nameField('ar', lang === 'ar'),
    secondNameAr: nameField('ar', false),
    thirdNameAr: nameField('ar', false),
    lastNameAr: nameField('ar', lang === 'ar'),
    dateOfBirth: birthDateField('profile.underAge'),
    nationality: z.string().min(1, 'validation.fieldRequired'),
    idNumber: documentNoField('validation.incorrect'),
    countryOfResidence: z.string().min(1, 'validation.fieldRequired'),
    email: emailField(false),
  });

export type IndividualInput = z.input<ReturnType<typeof individualSchema>>;
export type IndividualValues = z.output<ReturnType<typeof individualSchema>>;

/** The form's resolver. This module (zod with it) loads with the form's first check (decision 032). */
export const individualResolver = (lang: Language) => zodResolver(individualSchema(lang));

/** The record as loaded, read by the same rules: what a save compares against (null if it breaks them). */
export const storedIndividual = (lang: Language, loaded: IndividualInput): IndividualValues | null =>
  parsedOrNull(individualSchema(lang), loaded);
