import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeCalls, type SearchPaymentsRequest } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';

export const searchPaymentsQueryOptions = (request: SearchPaymentsRequest) =>
  queryOptions({
    queryKey: ['staff', 'payments', 'search', request],
    queryFn: () => staffCall(backOfficeCalls.searchPayments, request),
    // The search reads the primary database: what it shows is the payment's state now.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useSearchPayments = (request: SearchPaymentsRequest) => useQuery(searchPaymentsQueryOptions(request));
