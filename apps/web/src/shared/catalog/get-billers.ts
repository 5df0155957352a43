import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** Common/GetBillers with category 0: every biller with its services and service categories. */
export const getBillers = () => callOk(calls.getBillers, { categoryInfo: { categoryId: 0 } }).then((d) => d.billers);

export const billersQueryOptions = () => queryOptions({ queryKey: ['catalog', 'billers'], queryFn: getBillers, staleTime: 10 * 60_000 });

export const useBillers = () => useQuery(billersQueryOptions());
