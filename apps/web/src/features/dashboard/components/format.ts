import { OMAN_OFFSET_MS } from '@portal/contract';
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

const WEEKDAYS = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
};
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

/**
 * "Friday, 27 November 2026" / "الجمعة، 27 نوفمبر 2026": today in Oman, spelled out as Intl's full date
 * style writes it. Not with Intl itself: on a phone's CPU its first date format (the locale's data)
 * cost 70 ms of the Dashboard's first render, which the server draws and the browser then takes over
 * (issue 13).
 */
export function todayLabel(lang: 'en' | 'ar', now = new Date()): string {
  const there = new Date(now.getTime() + OMAN_OFFSET_MS);
  const weekday = WEEKDAYS[lang][there.getUTCDay()]!;
  const date = `${there.getUTCDate()} ${MONTHS[lang][there.getUTCMonth()]!} ${there.getUTCFullYear()}`;
  return lang === 'ar' ? `${weekday}، ${date}` : `${weekday}, ${date}`;
}
