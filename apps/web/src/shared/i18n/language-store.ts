import { loadStrings, resources } from './resources';
import { translate, type Language, type TFunction, type TOptions, type TranslationKey } from './translate';

let language: Language = 'en';
/** The language asked for last: a switch made while another language's strings were on their way wins. */
let wanted: Language = 'en';
const listeners = new Set<() => void>();
const fixed = new Map<Language, TFunction>();

export const getLanguage = (): Language => language;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A `t` for one language. The same function each time, so it can be a hook's dependency without
 * looping; another one once the language changes, so memos over it recompute (as react-i18next's did).
 */
export function fixedT(lang: Language): TFunction {
  let t = fixed.get(lang);
  if (!t) fixed.set(lang, (t = (key: TranslationKey, options?: TOptions) => translate(resources, lang, key, options)));
  return t;
}

/**
 * The page's language and its strings outside React (dialogs, notices, the server's prerender), with
 * i18next's names. Its `t` needs no `this`: it is passed around on its own.
 */
export const i18n = {
  get language(): Language {
    return language;
  },
  t: (key: TranslationKey, options?: TOptions): string => fixedT(language)(key, options),
  /**
   * A promise, as i18next's: the language's strings are fetched first (decision 076), so nothing is drawn
   * in a language whose strings are missing; the page starts once its language is here (main.tsx), and the
   * prerender awaits it.
   */
  async changeLanguage(lang: Language): Promise<TFunction> {
    wanted = lang;
    await loadStrings(lang);
    if (lang === wanted && lang !== language) {
      language = lang;
      for (const listener of [...listeners]) listener();
    }
    return fixedT(lang);
  },
};
