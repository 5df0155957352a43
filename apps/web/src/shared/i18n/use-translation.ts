import { useSyncExternalStore } from 'react';
import { fixedT, getLanguage, i18n, subscribe } from './language-store';

/** `t` in the page's language; every component using it draws again when the language changes. */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  return { t: fixedT(language), i18n };
}
