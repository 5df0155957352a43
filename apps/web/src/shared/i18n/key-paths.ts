import type { Strings } from './translate';

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/**
 * Every key `t` can be given for these strings, sorted: each string's dotted path, and a plural's bare
 * key too (`t('payment.form.bills', { count })` picks `bills_one` or `bills_other` itself).
 */
export function keyPaths(strings: Strings): string[] {
  const keys = new Set<string>();
  const walk = (node: Strings, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const path = `${prefix}${name}`;
      if (typeof value === 'object') walk(value, `${path}.`);
      else keys.add(path).add(path.replace(PLURAL_FORM, ''));
    }
  };
  walk(strings, '');
  return [...keys].sort();
}

/** The text of translation-keys.ts for these keys, as prettier writes it (the file is checked in). */
export const translationKeysSource = (keys: readonly string[]): string =>
  [
    '// Generated from the English locale files by `node --import tsx scripts/translation-keys.ts`; do not edit.',
    '// A test fails when it is stale; `t` takes only these keys, so a mistyped one fails `tsc`.',
    '',
    'export type TranslationKey =',
    ...keys.map((key, i) => `  | '${key}'${i === keys.length - 1 ? ';' : ''}`),
    '',
  ].join('\n');
