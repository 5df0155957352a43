import { COUNTRY_PREFIX, type ProfileDetails } from '@portal/contract';
import type { Language } from '@/shared/i18n';
import type { EditCustomerBody } from '../api/edit-customer';
import type { CompanyInput, CompanyValues } from './company-profile-rules';
import { editBody } from './edit-body';

export type { CompanyInput, CompanyValues };

type Profile = ProfileDetails['customers'];

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
  return editBody(
    p,
    language,
    {
      // Only the interface language's name is edited; the other goes back as it was loaded.
      firstName: language === 'en' ? v.companyName : c.firstName,
      firstNameAr: language === 'ar' ? v.companyNameAr : c.firstNameAr,
      contactPersonName: v.contactPersonName,
      contactPersonJobTitle: v.contactPersonJobTitle,
      email: v.email,
      mobileNo: `${COUNTRY_PREFIX}${v.mobile}`,
    },
    { documentType: 'CNID', documentNo: v.crNumber.toUpperCase() || null },
  );
}
