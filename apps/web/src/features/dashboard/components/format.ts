import { formatOmr } from '@/shared/format/money';

export { formatOmr };

/** Latin digits in both languages, as for amounts (decision 005). */
export const formatUnits = (value: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(value);

/** "Dec 2025" / "ديسمبر 2025" for a YYYY-MM-DD day: a four-digit year, so "Dec 25" is never read as a day (issue 11). */
export function monthLabel(day: string, lang: 'en' | 'ar'): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(d);
}

export function todayLabel(lang: 'en' | 'ar'): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM' : 'en-GB', { dateStyle: 'full', numberingSystem: 'latn' }).format(new Date());
}
