import type { Biller, Category } from '@portal/contract';

export const ALL = 'all';

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
      (category === ALL || String(b.category.id) === category) &&
      (!needle || b.name.toLocaleLowerCase().includes(needle) || b.arabicName.toLocaleLowerCase().includes(needle)),
  );
}

/** Grid columns (of 12) per tile: 2 on All, otherwise the greater of 2 and 12 / number of billers (spec 02 §9). */
export function tileSpan(category: string, count: number): number {
  return category === ALL ? 2 : Math.max(2, Math.floor(12 / Math.max(1, count)));
}
