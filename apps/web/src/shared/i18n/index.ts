import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Language = 'en' | 'ar';
const LANG_KEY = 'lang';

type Tree = Record<string, unknown>;
// Shared strings in src/locales, each feature's own in src/features/<area>/locales; one namespace.
const files = import.meta.glob<Tree>(['../../locales/*.json', '../../features/*/locales/*.json'], { eager: true, import: 'default' });

/** Features may share a top-level key (e.g. several payment features under "payment"), so merge deeply. */
function deepMerge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      value && typeof value === 'object' && existing && typeof existing === 'object' ? deepMerge(existing as Tree, value as Tree) : value;
  }
  return target;
}

function resourcesFor(lang: Language): Tree {
  const merged: Tree = {};
  for (const [file, content] of Object.entries(files)) {
    if (file.endsWith(`/${lang}.json`)) deepMerge(merged, structuredClone(content));
  }
  return merged;
}

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
const initial = inBrowser ? storedLanguage() : 'en';
void i18n.use(initReactI18next).init({
  resources: { en: { translation: resourcesFor('en') }, ar: { translation: resourcesFor('ar') } },
  lng: initial,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
if (inBrowser) {
  applyToDocument(initial);
  tellServer(initial);
}

/** The language the page is drawn in now. */
export const currentLanguage = (): Language => (i18n.language === 'ar' ? 'ar' : 'en');

export function setLanguage(lang: Language): void {
  localStorage.setItem(LANG_KEY, lang);
  applyToDocument(lang);
  tellServer(lang);
  void i18n.changeLanguage(lang);
}

export { i18n };
