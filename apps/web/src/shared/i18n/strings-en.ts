import { mergeStrings } from './merge-strings';
import type { Strings } from './translate';

/** The English strings: a chunk of their own, fetched only for a page in English (resources.ts). */
export const strings = mergeStrings(
  import.meta.glob<Strings>(['../../locales/en.json', '../../features/*/locales/en.json'], { eager: true, import: 'default' }),
);
