import {
  type AddCustomerRequest,
  ageOn,
  type Bilingual,
  COMPANY_NAME_MAX,
  EMAIL_MAX,
  ID_MAX,
  MIN_AGE,
  NAME_MAX,
  normalizeDigits,
  patterns,
} from '@portal/contract';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { ErrorCode } from '@portal/contract';
import type { NewCustomer } from './customer-repository.ts';
import { requireMobile } from '../../platform/mobile.ts';

export const field = (en: string, ar: string): Bilingual => ({ en, ar });
export const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

export function need(value: string | null, rule: RegExp | null, max: number, name: Bilingual): string {
  if (!value) throw invalidInput({ en: `${name.en} is required`, ar: `${name.ar} مطلوب` });
  if (value.length > max || (rule && !rule.test(value))) throw invalidInput({ en: `${name.en} is not valid`, ar: `${name.ar} غير صحيح` });
  return value;
}

export function optional(value: string | null, rule: RegExp, max: number, name: Bilingual): string | null {
  return value ? need(value, rule, max, name) : null;
}

/**
 * The registration rules of spec 01 §5, applied on the server whatever the client checked.
 * A company's name travels as CustomerInfo.firstName and its CR number as legalDocument.documentNo.
 */
export function customerFromRegistration(body: AddCustomerRequest): NewCustomer {
  const info = body.CustomerInfo;
  const doc = body.legalDocument;
  const mobile = requireMobile(info.mobileNo);
  const documentNo = need(
    clean(normalizeDigits(doc.documentNo)),
    patterns.documentNo,
    ID_MAX,
    field('Document number', 'رقم الوثيقة'),
  ).toUpperCase();
  const email = optional(clean(info.email)?.toLowerCase() ?? null, patterns.email, EMAIL_MAX, field('Email', 'البريد الإلكتروني'));

  if (doc.documentType === 'CNID') {
    if (!email) throw invalidInput(field('Email is required', 'البريد الإلكتروني مطلوب'));
    return {
      ...empty(),
      kind: 'company',
      mobile_no: mobile,
      email,
      first_name: need(clean(info.firstName), patterns.companyName, COMPANY_NAME_MAX, field('Company name', 'اسم الشركة')),
      contact_person_name: need(
        clean(info.contactPersonName),
        patterns.englishName,
        NAME_MAX,
        field('Contact person name', 'اسم الشخص المسؤول'),
      ),
      contact_person_job_title: need(
        clean(info.contactPersonJobTitle),
        patterns.englishName,
        NAME_MAX,
        field('Job title', 'المسمى الوظيفي'),
      ),
      document_type: 'CNID',
      document_no: documentNo,
      nat_country: 'OM',
      residence_country: 'OM',
    };
  }

  const nationality = need(clean(doc.natCountryIsoCode)?.toUpperCase() ?? null, /^[A-Z]{2}$/, 2, field('Nationality', 'الجنسية'));
  const residence = need(
    clean(doc.countryOfResidenceIsoCode)?.toUpperCase() ?? null,
    /^[A-Z]{2}$/,
    2,
    field('Country of residence', 'بلد الإقامة'),
  );
  const birth = need(clean(doc.dateOfBirth), /^\d{4}-\d{2}-\d{2}$/, 10, field('Date of birth', 'تاريخ الميلاد'));
  if (!isCalendarDate(birth)) throw invalidInput(field('Date of birth is not valid', 'تاريخ الميلاد غير صحيح'));
  if (ageOn(birth) < MIN_AGE) throw new AppError(ErrorCode.MissingDataIntegrity, 'underAge');
  // Omani nationals register with their national ID, everyone else with a passport (spec 01 §4).
  const documentType = nationality === 'OM' ? 'NID' : 'PASSPORT';
  if (doc.documentType !== documentType)
    throw invalidInput(field('Document type does not match the nationality', 'نوع الوثيقة لا يطابق الجنسية'));

  const ar = info.language === 'ar';
  const en = (v: string | null | undefined, n: Bilingual, required: boolean) =>
    required && !ar ? need(clean(v), patterns.englishName, NAME_MAX, n) : optional(clean(v), patterns.englishName, NAME_MAX, n);
  const arName = (v: string | null | undefined, n: Bilingual, required: boolean) =>
    required && ar ? need(clean(v), patterns.arabicName, NAME_MAX, n) : optional(clean(v), patterns.arabicName, NAME_MAX, n);

  return {
    ...empty(),
    kind: 'individual',
    user_name: null,
    mobile_no: mobile,
    email,
    first_name: en(info.firstName, field('First name', 'الاسم الأول'), true),
    second_name: en(info.secondName, field('Second name', 'الاسم الثاني'), false),
    third_name: en(info.thirdName, field('Third name', 'الاسم الثالث'), false),
    last_name: en(info.lastName, field('Last name', 'اسم العائلة'), true),
    first_name_ar: arName(info.firstNameAr, field('First name', 'الاسم الأول'), true),
    second_name_ar: arName(info.secondNameAr, field('Second name', 'الاسم الثاني'), false),
    third_name_ar: arName(info.thirdNameAr, field('Third name', 'الاسم الثالث'), false),
    last_name_ar: arName(info.lastNameAr, field('Last name', 'اسم العائلة'), true),
    document_type: documentType,
    document_no: documentNo,
    date_of_birth: birth,
    nat_country: nationality,
    residence_country: residence,
  };
}

/**
 * A real day the database can store: Date.parse rolls 1990-02-31 over to March 3rd and accepts
 * year 0000, both of which PostgreSQL then refuses with an error at insert time.
 */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value && Number(value.slice(0, 4)) >= 1900;
}

function empty(): NewCustomer {
  return {
    kind: 'individual',
    user_name: null,
    mobile_no: '',
    email: null,
    first_name: null,
    second_name: null,
    third_name: null,
    last_name: null,
    first_name_ar: null,
    second_name_ar: null,
    third_name_ar: null,
    last_name_ar: null,
    contact_person_name: null,
    contact_person_job_title: null,
    address: null,
    address2: null,
    document_type: 'NID',
    document_no: '',
    date_of_birth: null,
    nat_country: null,
    residence_country: null,
  };
}
