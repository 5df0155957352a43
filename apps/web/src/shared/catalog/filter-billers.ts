import type { Biller, Category } from '@portal/contract';

/** The category choice that shows every biller. */
export const ALL_CATEGORIES = 'all';

/** The category strip: the distinct categories of the billers, in catalog order (spec 02 §2). */
export function categoriesOf(billers: Biller[]): Category[] {
  const seen = new Map<number, Category>();
  for (const b of billers) if (!seen.has(b.category.id)) seen.set(b.category.id, b.category);
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

/** Billers of the chosen category whose English or Arabic name contains the search, ignoring case. */
export function filterBillers(billers: Biller[], category: string, search: string): Biller[] {
  const needle = search.trim().toLocaleLowerCase();
  return billers.filter(
    (b) =>
      (category === ALL_CATEGORIES || String(b.category.id) === category) &&
      (!needle || b.name.toLocaleLowerCase().includes(needle) || b.arabicName.toLocaleLowerCase().includes(needle)),
  );
}
