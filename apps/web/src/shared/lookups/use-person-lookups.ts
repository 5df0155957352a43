import type { DocumentType } from '@portal/contract';
import { useLanguage } from '@/shared/i18n/use-language';
import { useLookup } from './get-lookup';

/** Countries (NATCODE) for nationality and residence, and document type names, in the current language: registration and the profile. */
export function usePersonLookups() {
  const { pick } = useLanguage();
  const query = useLookup('DocumentType,NATCODE');
  const countries = (query.data?.natcode ?? []).map((c) => ({ value: c.code, label: pick({ en: c.edesc, ar: c.adesc }) }));
  const documentTypeName = (code: DocumentType) => {
    const item = query.data?.documentType?.find((d) => d.code === code);
    return item ? pick({ en: item.edesc, ar: item.adesc }) : code;
  };
  return { countries, documentTypeName, failed: query.isError };
}
