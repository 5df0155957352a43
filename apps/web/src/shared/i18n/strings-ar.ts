import { mergeStrings } from './merge-strings';
import type { Strings } from './translate';

/** The Arabic strings: a chunk of their own, fetched only for a page in Arabic (resources.ts). */
export const strings = mergeStrings(
  import.meta.glob<Strings>(['../../locales/ar.json', '../../features/*/locales/ar.json'], { eager: true, import: 'default' }),
);
