import type { ProfileDetails } from '@portal/contract';
import type { Language } from '@/shared/i18n';
import type { EditCustomerBody } from '../api/edit-customer';
import { personLegalDocument } from '@/shared/forms/person-document';
import { editBody } from './edit-body';
import type { IndividualInput, IndividualValues } from './individual-profile-rules';

export type { IndividualInput, IndividualValues };

type Profile = ProfileDetails['customers'];

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
  return editBody(
    p,
    language,
    {
      firstName: orNull(v.firstName),
      secondName: orNull(v.secondName),
      thirdName: orNull(v.thirdName),
      lastName: orNull(v.lastName),
      firstNameAr: orNull(v.firstNameAr),
      secondNameAr: orNull(v.secondNameAr),
      thirdNameAr: orNull(v.thirdNameAr),
      lastNameAr: orNull(v.lastNameAr),
      email: orNull(v.email),
      mobileNo: p.customerInfo.mobileNo,
    },
    personLegalDocument(v),
  );
}
