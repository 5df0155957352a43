import { zodResolver } from '@hookform/resolvers/zod';
import { patterns } from '@portal/contract';
import { z } from 'zod';
import { documentNoField, emailField, nameField } from '@/shared/forms/person-fields';
import { mobileField } from '@/shared/forms/mobile-field';
import { companyNameField, termsField } from './registration-rules';

/** Company registration (spec 01 §5): the name as on the commercial registration (either script), CR number, contact person, email and an 8-digit mobile. */
export const companySchema = () =>
  z.object({
    companyName: companyNameField,
    crNumber: documentNoField('validation.inCorrect', { rule: patterns.crNumber }),
    contactPersonName: nameField('en', true),
    contactPersonJobTitle: nameField('en', true),
    email: emailField(true),
    mobile: mobileField,
    terms: termsField,
  });

export type CompanyInput = z.input<ReturnType<typeof companySchema>>;
export type CompanyValues = z.output<ReturnType<typeof companySchema>>;

/** The form's resolver; this module loads with the form's first check (decision 032). */
export const companyResolver = () => zodResolver(companySchema());
