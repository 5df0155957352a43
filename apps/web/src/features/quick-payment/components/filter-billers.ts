import { ALL_CATEGORIES } from '@/shared/catalog/filter-billers';

/** Grid columns (of 12) per tile: 2 on All, otherwise the greater of 2 and 12 / number of billers (spec 02 §9). */
export function tileSpan(category: string, count: number): number {
  return category === ALL_CATEGORIES ? 2 : Math.max(2, Math.floor(12 / Math.max(1, count)));
}
