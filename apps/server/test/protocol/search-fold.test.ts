import { describe, expect, test } from 'vitest';
import { foldedIncludes, omanMobile, searchFold } from '@portal/contract';

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

describe('omanMobile', () => {
  test('the 8 local digits, with 968, +968 or 00968, spaces, dashes or brackets, in either digits, become 968…', () => {
    for (const typed of [
      '90000001',
      '9000 0001',
      '968 9000 0001',
      '+968 9000 0001',
      '+968-9000-0001',
      '(+968) 9000-0001',
      '0096890000001',
      '00968 9000 0001',
      '96890000001',
      '٩٠٠٠٠٠٠١',
      '+٩٦٨ ٩٠٠٠ ٠٠٠١',
      '٠٠٩٦٨٩٠٠٠٠٠٠١',
      '\u202a+968 9000 0001\u202c',
    ])
      expect(omanMobile(typed), typed).toBe('96890000001');
  });
  test('anything but 8 digits starting 7 or 9 is refused, never read as another number', () => {
    for (const typed of [
      '12345678',
      '9000000',
      '900000011',
      '96890000001234',
      '968968900000',
      '+968 8000 0001',
      '90000O01',
      '+1 9000 0001',
      '',
    ])
      expect(omanMobile(typed), typed).toBeNull();
    // 8 local digits that happen to start with 968 are a local number, not a prefix.
    expect(omanMobile('96812345')).toBe('96896812345');
  });
});
