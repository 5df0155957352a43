import type { Lang } from '../i18n/index.tsx';

/** Dates and times on Oman's clock, whatever the staff member's computer says (issue 31 §8). Latin digits in both languages, as on the customer side. */
export function omanDateTime(iso: string | null, lang: Lang): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
    timeZone: 'Asia/Muscat',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
