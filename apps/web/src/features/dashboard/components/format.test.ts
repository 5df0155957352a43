import { describe, expect, test } from 'vitest';
import { todayLabel } from './format';

const intlFull = (lang: 'en' | 'ar', at: Date) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM' : 'en-GB', {
    dateStyle: 'full',
    numberingSystem: 'latn',
    timeZone: 'Asia/Muscat',
  }).format(at);

describe('todayLabel', () => {
  // Every weekday and month, and the hours either side of midnight in Oman (20:00 UTC).
  const instants = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, i % 12, 1 + i * 2, i % 2 ? 19 : 20, 30)));

  test.each(['en', 'ar'] as const)('spells today in Oman as Intl full date style does (%s)', (lang) => {
    for (const at of instants) expect(todayLabel(lang, at)).toBe(intlFull(lang, at));
  });

  test('after 20:00 UTC it is already tomorrow in Oman', () => {
    expect(todayLabel('en', new Date('2026-11-27T20:30:00Z'))).toBe('Saturday, 28 November 2026');
    expect(todayLabel('ar', new Date('2026-11-27T19:30:00Z'))).toBe('الجمعة، 27 نوفمبر 2026');
  });
});
