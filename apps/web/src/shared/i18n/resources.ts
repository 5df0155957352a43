import { loadOnce } from '@/shared/lib/load-once';
import type { Language, Strings } from './translate';

/**
 * Each language's strings, once fetched. A page needs one language: the other's strings (~10 kB gzip)
 * stay out of every page's first load and come when the customer switches (decision 076).
 */
export const resources: Partial<Record<Language, Strings>> = {};

const loaders: Record<Language, () => Promise<Strings>> = {
  en: loadOnce(() => import('./strings-en').then((m) => m.strings)),
  ar: loadOnce(() => import('./strings-ar').then((m) => m.strings)),
};

/** Fetches `lang`'s strings (once; again after a failed fetch). */
export async function loadStrings(lang: Language): Promise<void> {
  resources[lang] ??= await loaders[lang]();
}

/** Starts fetching `lang`'s strings ahead of a switch; a failure is left to the switch itself. */
export const preloadStrings = (lang: Language): void => void loadStrings(lang).catch(() => undefined);
