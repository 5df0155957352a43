import type { DocumentType } from '@portal/contract';
import { flowStorage } from '@/shared/api/session-store';

/** What a company's verified registration hands to /CreatePassword (spec 01 §4 Registration). */
export interface RegisteredCompany {
  customerId: number;
  legalDocument: { documentNo: string; documentType: DocumentType };
  passwordGrant: string;
}

const KEY = 'registeredCompany';

export const registrationFlow = {
  save: (company: RegisteredCompany) => flowStorage.set(KEY, company),
  read: () => flowStorage.get<RegisteredCompany>(KEY),
  clear: () => flowStorage.remove(KEY),
};
