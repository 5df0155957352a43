import type { TranslationKey } from './translation-keys';

export type Language = 'en' | 'ar';
export type { TranslationKey };

/** The app's strings in one language: nested objects, a string at each leaf. */
export type Strings = { [key: string]: string | Strings };

/**
 * What a string interpolates as {{name}}; `count` also picks its plural form, `lng` a language other
 * than the page's, whose strings must have been fetched first (`loadStrings`: a page loads only its own,
 * decision 076), else the key comes back. A caller's own options type must be a type alias, not an interface: only an alias
 * has the implicit index signature this needs.
 */
export type TOptions = { count?: number; lng?: Language } & Record<string, unknown>;

/** The app's `t`: only a key in the English locale files type-checks (translation-keys.ts is made from them). */
export type TFunction = (key: TranslationKey, options?: TOptions) => string;

/**
 * A key that arrives as data rather than written at the call (a schema's error message): `tsc` cannot
 * check it, and `t` shows the key itself when it does not exist, so a wrong one is visible.
 */
export const keyFromData = (key: string) => key as TranslationKey;

const FALLBACK: Language = 'en';
const VARIABLE = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(lang: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

function lookup(strings: Strings | undefined, path: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The keys tried in one language, in i18next's order (the app's strings were written for it): with a
 * count, `_zero` for 0 when the language has it (English's rules never say "zero"), then the count's
 * plural form (Arabic has all six), then the bare key.
 */
function candidates(lang: Language, key: string, count: number | undefined): string[] {
  if (count === undefined) return [key];
  const forms = [`${key}_${pluralCategory(lang, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

/**
 * A variable without a value stays as written, so a missing one shows; one given as undefined or null
 * is left out, as i18next does.
 */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(VARIABLE, (written, name: string) => {
    const variable = name.trim();
    if (!Object.hasOwn(options, variable)) return written;
    const value = options[variable];
    return value == null ? '' : String(value);
  });
}

/**
 * The string for `key` in `lang` (or `options.lng`), else in English (a string not yet translated still
 * says something), else the key itself, so a missing string is visible rather than blank.
 */
export function translate(strings: Partial<Record<Language, Strings>>, lang: Language, key: string, options?: TOptions): string {
  const count = typeof options?.count === 'number' ? options.count : undefined;
  const wanted = options?.lng ?? lang;
  for (const code of wanted === FALLBACK ? [wanted] : [wanted, FALLBACK]) {
    for (const candidate of candidates(code, key, count)) {
      const found = lookup(strings[code], candidate);
      if (found !== undefined) return interpolate(found, options);
    }
  }
  return interpolate(key, options);
}
