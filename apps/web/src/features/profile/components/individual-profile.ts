import { ageOn, MIN_AGE, type ProfileDetails } from '@portal/contract';
import { z } from 'zod';
import type { Language } from '@/shared/i18n';
import type { EditCustomerBody } from '../api/edit-customer';
import { documentNoField, emailField, nameField } from '@/shared/forms/person-fields';
import { personLegalDocument } from '@/shared/forms/person-document';

type Profile = ProfileDetails['customers'];
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

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
    dateOfBirth: z
      .string()
      .min(1, 'validation.fieldRequired')
      .refine(isDate, 'validation.inCorrect')
      .refine((v) => !isDate(v) || ageOn(v) >= MIN_AGE, 'profile.underAge'),
    nationality: z.string().min(1, 'validation.fieldRequired'),
    idNumber: documentNoField('validation.incorrect'),
    countryOfResidence: z.string().min(1, 'validation.fieldRequired'),
    email: emailField(false),
  });

export type IndividualInput = z.input<ReturnType<typeof individualSchema>>;
export type IndividualValues = z.output<ReturnType<typeof individualSchema>>;

export function individualDefaults(p: Profile): IndividualInput {
  const c = p.customerInfo;
  const d = p.legalDocument;
  return {
    firstName: c.firstName ?? '',
    secondName: c.secondName ?? '',
    thirdName: c.thirdName ?? '',
    lastName: c.lastName ?? '',
    firstNameAr: c.firstNameAr ?? '',
    secondNameAr: c.secondNameAr ?? '',
    thirdNameAr: c.thirdNameAr ?? '',
    lastNameAr: c.lastNameAr ?? '',
    dateOfBirth: d.dateOfBirth ?? '',
    nationality: d.natCountryIsoCode ?? '',
    idNumber: d.documentNo,
    countryOfResidence: d.countryOfResidenceIsoCode ?? '',
    email: c.email ?? '',
  };
}

const orNull = (v: string) => v || null;

/** The EditCustomer body: the mobile stays the one on file (it is the individual's login). */
export function individualBody(v: IndividualValues, p: Profile, language: Language): EditCustomerBody {
  const c = p.customerInfo;
  return {
    CustomerInfo: {
      customerID: c.customerID,
      userName: c.userName,
      firstName: orNull(v.firstName),
      secondName: orNull(v.secondName),
      thirdName: orNull(v.thirdName),
      lastName: orNull(v.lastName),
      firstNameAr: orNull(v.firstNameAr),
      secondNameAr: orNull(v.secondNameAr),
      thirdNameAr: orNull(v.thirdNameAr),
      lastNameAr: orNull(v.lastNameAr),
      email: orNull(v.email),
      mobileNo: c.mobileNo,
      language,
    },
    authenticationInfo: { customerID: c.customerID, userName: c.userName },
    legalDocument: personLegalDocument(v),
  };
}
