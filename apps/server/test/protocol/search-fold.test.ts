import { describe, expect, test } from 'vitest';
import { foldedIncludes, fullOmanMobile, searchFold } from '@portal/contract';

/** The contract's search folding, used by every searchable list of the client (issue 11). */
describe('searchFold', () => {
  test('Arabic without short vowels, hamza forms or tatweel; one form for ى ة ؤ ئ', () => {
    expect(searchFold('عُمان')).toBe(searchFold('عمان'));
    expect(foldedIncludes('سلطنة عُمان', 'عمان')).toBe(true);
    expect(searchFold('الإمارات')).toBe('الامارات');
    expect(searchFold('آمنة')).toBe('امنه');
    expect(searchFold('مستشفى')).toBe('مستشفي');
    expect(searchFold('مؤسسة')).toBe('موسسه');
    expect(searchFold('هيئة')).toBe('هييه');
    expect(searchFold('شـــركة')).toBe('شركه');
  });

  test('Latin lower-cased without accents; Arabic-Indic digits as Latin; spaces tidied', () => {
    expect(searchFold('  Ṣoḥār   Foods ')).toBe('sohar foods');
    expect(searchFold('Côte d’Ivoire')).toBe('cote d’ivoire');
    expect(searchFold('٩٠٠٠١')).toBe('90001');
    expect(foldedIncludes('Oman', 'OMAN')).toBe(true);
    expect(foldedIncludes('Oman', 'Qatar')).toBe(false);
  });
});

describe('fullOmanMobile', () => {
  test('the 8 local digits, or with 968, +968 or 00968, in either digits, become 968…', () => {
    for (const typed of ['90000001', '968 9000 0001', '+968-9000-0001', '0096890000001', '٩٠٠٠٠٠٠١', '٩٦٨٩٠٠٠٠٠٠١'])
      expect(fullOmanMobile(typed), typed).toBe('96890000001');
    // Not an Omani mobile: left as digits for the caller's rule to refuse.
    expect(fullOmanMobile('12345678')).toBe('12345678');
    expect(fullOmanMobile('96890000001234')).toBe('96890000001234');
  });
});
