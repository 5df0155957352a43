import { normalizeDigits } from './digits.ts';

/**
 * Text folded for searching, so a search matches however a name is written (issue 11): Arabic without
 * its short vowels and tatweel, with one alef for أ إ آ ٱ, ى as ي, ة as ه, ؤ as و and ئ as ي ("عمان"
 * finds "عُمان"); Latin lower-cased without accents ("sohar" finds "Ṣoḥār"); Arabic-Indic digits as Latin.
 */
export function searchFold(text: string): string {
  return normalizeDigits(text)
    .normalize('NFD')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/\p{M}/gu, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` contains `query`, both folded. */
export const foldedIncludes = (text: string, query: string): boolean => searchFold(text).includes(searchFold(query));
