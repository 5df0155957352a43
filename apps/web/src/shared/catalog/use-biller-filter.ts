import { useDeferredValue, useMemo, useState } from 'react';
import { ALL_CATEGORIES, categoriesOf, filterBillers } from './filter-billers';
import { useBillers } from './get-billers';

/**
 * The billers as a grid shows them (QuickPayment's and the dashboard's): the category chosen and the
 * search typed, and the billers that match both. The search is read deferred, so typing stays quick
 * while a long grid draws again.
 */
export function useBillerFilter() {
  const billers = useBillers();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const deferredSearch = useDeferredValue(search);
  const all = useMemo(() => billers.data ?? [], [billers.data]);
  const categories = useMemo(() => categoriesOf(all), [all]);
  const shown = useMemo(() => filterBillers(all, category, deferredSearch), [all, category, deferredSearch]);
  return { billers, search, setSearch, deferredSearch, category, setCategory, categories, shown };
}
