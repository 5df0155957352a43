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
const inBrowser = typeof window !== 'undefined';

/** The language the page starts in: the stored one, or the one the address asks for. */
export const initialLanguage: Language = inBrowser ? storedLanguage() : 'en';
if (inBrowser) {
  applyToDocument(initialLanguage);
  tellServer(initialLanguage);
}

/** Fetches the starting language's strings (again, after a failure: main.tsx). */
export const loadLanguage = (): Promise<unknown> => i18n.changeLanguage(initialLanguage);

/** Its strings, on their way from the start: the page is drawn once they are here (main.tsx). */
export const languageReady: Promise<unknown> = inBrowser ? loadLanguage() : Promise.resolve();

/** The language the page is drawn in now. */
export const currentLanguage = (): Language => i18n.language;

/**
 * Switches once the language's strings are here, so the page never turns round before its words do;
 * rejects, changing nothing, when they cannot be fetched.
 */
export async function setLanguage(lang: Language): Promise<void> {
  await i18n.changeLanguage(lang);
  if (i18n.language !== lang) return;
  localStorage.setItem(LANG_KEY, lang);
  applyToDocument(lang);
  tellServer(lang);
}
