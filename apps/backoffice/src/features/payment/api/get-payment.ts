import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['staff', 'payments', 'story', paymentId],
    queryFn: () => staffCall(backOfficeCalls.getPayment, { paymentId }),
    staleTime: 0,
  });

export const usePayment = (paymentId: string) => useQuery(paymentQueryOptions(paymentId));
