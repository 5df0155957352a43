import {
  COMPANY_NAME_MAX,
  type EditCustomerRequest,
  EMAIL_MAX,
  ID_MAX,
  NAME_MAX,
  normalizeDigits,
  omanMobile,
  patterns,
} from '@portal/contract';
import { invalidInput } from '../../platform/errors.ts';
import { PROFILE_FIELDS, type CustomerRow, type NewCustomer } from './customer-repository.ts';
import { clean, customerFromRegistration, field, need, optional } from './registration-rules.ts';
import { requireMobile } from '../../platform/mobile.ts';

export type ProfileUpdate = Pick<NewCustomer, (typeof PROFILE_FIELDS)[number]>;

const pickProfile = (c: ProfileUpdate): ProfileUpdate => Object.fromEntries(PROFILE_FIELDS.map((k) => [k, c[k]])) as ProfileUpdate;

/** The row's current values in the same shape, so a save can tell whether anything changed. */
export const currentProfile = (c: CustomerRow & { birth_date: string | null }): ProfileUpdate =>
  pickProfile({ ...c, date_of_birth: c.birth_date });

export const sameProfile = (a: ProfileUpdate, b: ProfileUpdate) =>
  (Object.keys(a) as Array<keyof ProfileUpdate>).every((k) => (a[k] ?? null) === (b[k] ?? null));

/**
 * The profile variants of spec 01 §5, applied on the server whatever the client checked. An account
 * never changes kind: an individual stays NID/PASSPORT (by nationality), a company stays CNID.
 */
export function profileUpdate(body: EditCustomerRequest, current: CustomerRow & { birth_date: string | null }): ProfileUpdate {
  return current.kind === 'company' ? companyUpdate(body, current) : individualUpdate(body, current);
}

function individualUpdate(body: EditCustomerRequest, current: CustomerRow & { birth_date: string | null }): ProfileUpdate {
  const mobile = omanMobile(body.CustomerInfo.mobileNo) ?? normalizeDigits(body.CustomerInfo.mobileNo.trim());
  // An individual signs in with this number; changing it would change who can log in to the account.
  if (mobile !== current.mobile_no) {
    throw invalidInput(
      field(
        'The mobile number is your login and cannot be changed in the profile',
        'رقم الهاتف هو اسم الدخول ولا يمكن تغييره من الملف الشخصي',
      ),
    );
  }
  if (body.legalDocument.documentType === 'CNID')
    throw invalidInput(field('Document type does not match the nationality', 'نوع الوثيقة لا يطابق الجنسية'));
  // Same rules as registration: names by language, nationality → NID or PASSPORT, age 18, email optional.
  const c = customerFromRegistration({
    deviceInfo: body.deviceInfo,
    CustomerInfo: { ...body.CustomerInfo, mobileNo: mobile },
    legalDocument: { ...body.legalDocument, documentNo: body.legalDocument.documentNo ?? '' },
    authenticate: null,
  });
  const profile = currentProfile(current);
  return {
    ...pickProfile(c),
    mobile_no: profile.mobile_no,
    contact_person_name: profile.contact_person_name,
    contact_person_job_title: profile.contact_person_job_title,
  };
}

function companyUpdate(body: EditCustomerRequest, current: CustomerRow & { birth_date: string | null }): ProfileUpdate {
  const info = body.CustomerInfo;
  if (body.legalDocument.documentType !== 'CNID')
    throw invalidInput(field('A company account keeps its commercial registration', 'حساب الشركة يحتفظ بالسجل التجاري'));
  const mobile = requireMobile(info.mobileNo);
  const crTyped = clean(normalizeDigits(body.legalDocument.documentNo ?? ''));
  const name = field('Company name', 'اسم الشركة');
  const ar = info.language === 'ar';
  // The company name is edited in the interface language; the other language's name stays valid or empty.
  const max = COMPANY_NAME_MAX;
  const firstName = ar
    ? optional(clean(info.firstName), patterns.companyName, max, name)
    : need(clean(info.firstName), patterns.companyName, max, name);
  const firstNameAr = ar
    ? need(clean(info.firstNameAr), patterns.companyName, max, name)
    : optional(clean(info.firstNameAr), patterns.companyName, max, name);
  return {
    ...currentProfile(current),
    mobile_no: mobile,
    email: need(clean(info.email)?.toLowerCase() ?? null, patterns.email, EMAIL_MAX, field('Email', 'البريد الإلكتروني')),
    first_name: firstName ?? current.first_name,
    first_name_ar: firstNameAr,
    contact_person_name: need(
      clean(info.contactPersonName),
      patterns.englishName,
      NAME_MAX,
      field('Contact person name', 'اسم الشخص المسؤول'),
    ),
    contact_person_job_title: need(clean(info.contactPersonJobTitle), patterns.englishName, NAME_MAX, field('Job title', 'المسمى الوظيفي')),
    // Optional in the profile (spec 01 §5): left blank, the CR number on file stays.
    document_no: crTyped
      ? need(crTyped, patterns.crNumber, ID_MAX, field('Commercial registration number', 'رقم السجل التجاري')).toUpperCase()
      : current.document_no,
  };
}
