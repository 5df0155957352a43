import { COMPANY_NAME_MAX, COUNTRY_PREFIX, normalizeDigits, patterns, type ProfileDetails } from '@portal/contract';
import { z } from 'zod';
import type { Language } from '@/shared/i18n';
import type { EditCustomerBody } from '../api/edit-customer';
import { documentNoField, emailField, nameField } from '@/shared/forms/person-fields';
import { checkPasswordBlock, mobileField } from './profile-fields';

type Profile = ProfileDetails['customers'];

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

const localMobile = (mobile: string) => (mobile.startsWith(COUNTRY_PREFIX) ? mobile.slice(COUNTRY_PREFIX.length) : mobile);

export function companyDefaults(p: Profile): CompanyInput {
  const c = p.customerInfo;
  return {
    companyName: c.firstName ?? '',
    // A company registered in Arabic holds its name in firstName only; show it until an Arabic one is saved.
    companyNameAr: c.firstNameAr ?? c.firstName ?? '',
    crNumber: p.legalDocument.documentNo,
    contactPersonName: c.contactPersonName ?? '',
    contactPersonJobTitle: c.contactPersonJobTitle ?? '',
    email: c.email ?? '',
    mobile: localMobile(c.mobileNo),
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/** The EditCustomer body; a company's name travels as firstName (Arabic: firstNameAr) and its CR as a CNID document. */
export function companyBody(v: CompanyValues, p: Profile, language: Language): EditCustomerBody {
  const c = p.customerInfo;
  return {
    CustomerInfo: {
      customerID: c.customerID,
      userName: c.userName,
      // Only the interface language's name is edited; the other goes back as it was loaded.
      firstName: language === 'en' ? v.companyName : c.firstName,
      firstNameAr: language === 'ar' ? v.companyNameAr : c.firstNameAr,
      contactPersonName: v.contactPersonName,
      contactPersonJobTitle: v.contactPersonJobTitle,
      email: v.email,
      mobileNo: `${COUNTRY_PREFIX}${v.mobile}`,
      language,
    },
    authenticationInfo: { customerID: c.customerID, userName: c.userName },
    legalDocument: { documentType: 'CNID', documentNo: v.crNumber.toUpperCase() || null },
  };
}
