import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type GetAllTransactionHistoryRequest } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';

export type HistoryRequest = Pick<GetAllTransactionHistoryRequest, 'paymentInfo' | 'paging'>;

/** TransactionHistory/GetAllTransactionHistory: filtered and paged by the server. */
export const getTransactionHistory = (customerID: number, request: HistoryRequest) =>
  callOk(calls.getAllTransactionHistory, { ...request, customerInfo: { customerID } });

export const transactionHistoryQueryOptions = (customerID: number, request: HistoryRequest) =>
  queryOptions({
    queryKey: ['transaction-history', customerID, request],
    queryFn: () => getTransactionHistory(customerID, request),
    placeholderData: keepPreviousData,
    // Payments change it (a bill paid a moment ago must be listed), so it is never taken as fresh.
    staleTime: 0,
  });

export function useTransactionHistory(request: HistoryRequest) {
  const customerID = useAuth()?.custInfo.customerID ?? 0;
  return useQuery({ ...transactionHistoryQueryOptions(customerID, request), enabled: customerID > 0 });
}
