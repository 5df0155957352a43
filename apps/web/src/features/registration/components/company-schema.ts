import { patterns } from '@portal/contract';
import { z } from 'zod';
import type { Language } from '@/shared/i18n';
import { digitsField, documentNoField, emailField, englishNameField, nameField, termsField } from './registration-rules';

/** Company registration (spec 01 §5): name by language, CR number, contact person, email and an 8-digit mobile. */
export const companySchema = (lang: Language) =>
  z.object({
    companyName: nameField(lang, true),
    crNumber: documentNoField(patterns.crNumber, 'validation.inCorrect'),
    contactPersonName: englishNameField,
    contactPersonJobTitle: englishNameField,
    email: emailField(true),
    mobile: digitsField.pipe(z.string().min(1, 'validation.fieldRequired').regex(patterns.localMobile, 'validation.incorrectMobile')),
    terms: termsField,
  });

export type CompanyInput = z.input<ReturnType<typeof companySchema>>;
export type CompanyValues = z.output<ReturnType<typeof companySchema>>;
