import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** TransactionHistory/GetBillerCategory: the categories for the history filter. */
export const getHistoryCategories = () => callOk(calls.getHistoryCategories, {}).then((d) => d.categories);

export const historyCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['transaction-history', 'categories'], queryFn: getHistoryCategories, staleTime: 10 * 60_000 });

export const useHistoryCategories = () => useQuery(historyCategoriesQueryOptions());
