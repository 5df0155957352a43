import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Bilingual } from '@portal/contract';
import { ar } from './ar.ts';
import { en, type TextKey } from './en.ts';

export type Lang = 'en' | 'ar';
const STORE_KEY = 'backoffice-lang';
const texts: Record<Lang, Record<TextKey, string>> = { en, ar };

interface I18n {
  lang: Lang;
  setLang(lang: Lang): void;
  t(key: TextKey): string;
  /** A server text in the staff member's language. */
  pick(text: Bilingual): string;
}

const I18nContext = createContext<I18n | null>(null);

/** The language chosen here before; else the browser's, so an Arabic browser opens in Arabic. */
export function initialLang(): Lang {
  const stored = localStorage.getItem(STORE_KEY);
  if (stored === 'ar' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function I18nProvider({ lang, onChange, children }: { lang: Lang; onChange(lang: Lang): void; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
    localStorage.setItem(STORE_KEY, lang);
  }, [lang]);
  const t = useCallback((key: TextKey) => texts[lang][key], [lang]);
  const value = useMemo<I18n>(() => ({ lang, setLang: onChange, t, pick: (text) => text[lang] }), [lang, onChange, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/** Hook for components that hold their own language state (the provider's parent). */
export const useLangState = () => useState<Lang>(initialLang);
export type { TextKey };
