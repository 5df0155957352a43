import type { Bilingual } from '@portal/contract';
import { setLanguage, type Language } from './index';
import { useTranslation } from './use-translation';

/** The current language, a setter, and a picker for server texts that come in both languages. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language;
  return {
    lang,
    isArabic: lang === 'ar',
    setLanguage,
    pick: (text: Bilingual | { en?: string | null; ar?: string | null }) => (lang === 'ar' ? text.ar || text.en : text.en || text.ar) ?? '',
  };
}
