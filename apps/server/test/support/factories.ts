import type { calls } from '@portal/contract';
import { omanDay, type RequestOf } from '@portal/contract';
import { deviceInfo } from './api.ts';

export type AddCustomerBody = RequestOf<typeof calls.addCustomer>;
type CustomerInfo = AddCustomerBody['CustomerInfo'];
type LegalDocument = AddCustomerBody['legalDocument'];

// Unique within a test file (each file has its own database); prefixes keep clear of the demo data.
let sequence = 0;
const next = () => String(++sequence).padStart(7, '0');

/** An Omani adult's registration, valid and not yet registered. */
export function newIndividual(info: Partial<CustomerInfo> = {}, doc: Partial<LegalDocument> = {}): AddCustomerBody {
  const n = next();
  return {
    deviceInfo,
    CustomerInfo: {
      firstName: 'Salim',
      secondName: 'Nasser',
      lastName: 'Al Busaidi',
      firstNameAr: 'سالم',
      lastNameAr: 'البوسعيدي',
      email: `salim${n}@example.om`,
      mobileNo: `9687${n}`,
      language: 'en',
      ...info,
    },
    legalDocument: {
      documentType: 'NID',
      documentNo: `8${n}`,
      dateOfBirth: '1990-05-17',
      natCountryIsoCode: 'OM',
      countryOfResidenceIsoCode: 'OM',
      ...doc,
    },
    authenticate: null,
  };
}

/** A company's registration: its name as firstName, its CR number as the CNID document. */
export function newCompany(info: Partial<CustomerInfo> = {}, doc: Partial<LegalDocument> = {}): AddCustomerBody {
  const n = next();
  return {
    deviceInfo,
    CustomerInfo: {
      firstName: 'Sohar Logistics',
      email: `finance${n}@sohar-logistics.om`,
      mobileNo: `9689${String(5_000_000 + sequence)}`,
      contactPersonName: 'Aisha Al Lawati',
      contactPersonJobTitle: 'Finance Officer',
      language: 'en',
      ...info,
    },
    legalDocument: { documentType: 'CNID', documentNo: `CR${n}`, ...doc },
    authenticate: null,
  };
}

/** The same registration, confirmed with the texted code. */
export const confirmed = (body: AddCustomerBody, utr: string, pin: string): AddCustomerBody => ({
  ...body,
  authenticate: { utr, pin, otp: null },
});

/** The birth date `years` years before today, moved by `days` (+1: the birthday is tomorrow). */
export function birthDateYearsAgo(years: number, days = 0, today = new Date()): string {
  // On Oman's calendar, as the server counts age: a UTC day here failed CI between 00:00 and 04:00 Muscat.
  const [y, m, d] = omanDay(today).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
}
