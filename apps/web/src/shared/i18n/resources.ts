import type { Language, Strings } from './translate';

// Shared strings in src/locales, each feature's own in src/features/<area>/locales; one namespace.
const files = import.meta.glob<Strings>(['../../locales/*.json', '../../features/*/locales/*.json'], { eager: true, import: 'default' });

/**
 * Features may share a top-level key (e.g. several payment features under "payment"), so merge deeply,
 * into new objects: the imported files stay as they are.
 */
function deepMerge(target: Strings, source: Strings): Strings {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === 'object' ? deepMerge(typeof existing === 'object' ? existing : {}, value) : value;
  }
  return target;
}

function stringsOf(lang: Language): Strings {
  const merged: Strings = {};
  for (const [file, content] of Object.entries(files)) {
    if (file.endsWith(`/${lang}.json`)) deepMerge(merged, content);
  }
  return merged;
}

export const resources: Record<Language, Strings> = { en: stringsOf('en'), ar: stringsOf('ar') };
