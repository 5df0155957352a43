import { i18n } from './language-store';
import type { Language } from './translate';

export { i18n };
export { useTranslation } from './use-translation';
export { keyFromData, type Language, type TFunction, type TOptions, type TranslationKey } from './translate';

const LANG_KEY = 'lang';

/** The stored language: "ar" gives Arabic, anything else English (spec 01 §1). */
export function storedLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (fromQuery === 'ar' || fromQuery === 'en') localStorage.setItem(LANG_KEY, fromQuery);
  return localStorage.getItem(LANG_KEY) === 'ar' ? 'ar' : 'en';
}

export const directionOf = (lang: Language) => (lang === 'ar' ? 'rtl' : 'ltr');

function applyToDocument(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  document.title = lang === 'ar' ? 'بوابة دفع الفواتير' : 'Bill Payment Portal';
}

/** The server picks a prerendered page's language by this cookie (decision 028); it names nothing secret. */
function tellServer(lang: Language): void {
  document.cookie = `${LANG_KEY}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}

// No window when the build prerenders a page: it sets each page's language itself.
if (typeof window !== 'undefined') {
  const initial = storedLanguage();
  void i18n.changeLanguage(initial);
  applyToDocument(initial);
  tellServer(initial);
}

/** The language the page is drawn in now. */
export const currentLanguage = (): Language => i18n.language;

export function setLanguage(lang: Language): void {
  localStorage.setItem(LANG_KEY, lang);
  applyToDocument(lang);
  tellServer(lang);
  void i18n.changeLanguage(lang);
}
