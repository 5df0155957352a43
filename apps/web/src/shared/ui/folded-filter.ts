import type { ComboboxItem, ComboboxParsedItem, ComboboxParsedItemGroup, OptionsFilter } from '@mantine/core';
import { searchFold } from '@portal/contract';

const isGroup = (item: ComboboxParsedItem): item is ComboboxParsedItemGroup => 'group' in item;

/**
 * The filter of every searchable list: diacritic-, hamza- and case-insensitive (contract's searchFold),
 * so "عمان" finds "عُمان" and "oman" finds "Oman".
 */
export const foldedFilter: OptionsFilter = ({ options, search }) => {
  const query = searchFold(search);
  if (!query) return options;
  const keep = (item: ComboboxItem) => searchFold(item.label).includes(query);
  return options.flatMap((item): ComboboxParsedItem[] => {
    if (isGroup(item)) {
      const items = item.items.filter(keep);
      return items.length ? [{ ...item, items }] : [];
    }
    return keep(item as ComboboxItem) ? [item] : [];
  });
};
