import { describe, expect, test } from 'vitest';
import { foldedIncludes, searchFold } from '@portal/contract';

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
