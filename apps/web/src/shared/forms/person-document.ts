import type { DocumentType } from '@portal/contract';

/** Omani nationals hold a national ID, everyone else a passport (spec 01 §4). */
export const documentTypeFor = (nationality: string): DocumentType => (nationality === 'OM' ? 'NID' : 'PASSPORT');

interface PersonDocumentValues {
  nationality: string;
  idNumber: string;
  dateOfBirth: string;
  countryOfResidence: string;
}

/**
 * An individual's legalDocument as registration (AddCustomer) and the profile (EditCustomer) send it;
 * the document number goes in upper case, as the server keeps it.
 */
export const personLegalDocument = (v: PersonDocumentValues) => ({
  documentType: documentTypeFor(v.nationality),
  documentNo: v.idNumber.toUpperCase(),
  dateOfBirth: v.dateOfBirth,
  natCountryIsoCode: v.nationality,
  countryOfResidenceIsoCode: v.countryOfResidence,
});
