import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** Common/GetBillerCategory: the categories that have billers. */
export const getBillerCategories = () => callOk(calls.getBillerCategory, { customerInfo: { customerID: -1 } }).then((d) => d.categories);

export const billerCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'categories'], queryFn: getBillerCategories, staleTime: 10 * 60_000 });

export const useBillerCategories = () => useQuery(billerCategoriesQueryOptions());
