import { patterns } from '@portal/contract';
import { z } from 'zod';
import { companyNameField, digitsField, documentNoField, emailField, englishNameField, termsField } from './registration-rules';

/** Company registration (spec 01 §5): the name as on the commercial registration (either script), CR number, contact person, email and an 8-digit mobile. */
export const companySchema = () =>
  z.object({
    companyName: companyNameField,
    crNumber: documentNoField(patterns.crNumber, 'validation.inCorrect'),
    contactPersonName: englishNameField,
    contactPersonJobTitle: englishNameField,
    email: emailField(true),
    mobile: digitsField.pipe(z.string().min(1, 'validation.fieldRequired').regex(patterns.localMobile, 'validation.incorrectMobile')),
    terms: termsField,
  });

export type CompanyInput = z.input<ReturnType<typeof companySchema>>;
export type CompanyValues = z.output<ReturnType<typeof companySchema>>;
