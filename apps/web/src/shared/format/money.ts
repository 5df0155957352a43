import { omrLabel, type Baisa } from '@portal/contract';

/**
 * OMR with three decimals. Latin digits in both languages: bill amounts and reference numbers are
 * read against paper bills and SMS, which use them (decision 005).
 */
export function formatOmr(value: Baisa | number, lang: 'en' | 'ar'): string {
  return omrLabel(value, lang);
}
