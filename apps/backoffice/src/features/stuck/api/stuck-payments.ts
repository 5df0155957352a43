import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeCalls, type StuckAction } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';

export const stuckPaymentsQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'stuck'], queryFn: () => staffCall(backOfficeCalls.stuckPayments, {}) });

export const useStuckPayments = () => useQuery(stuckPaymentsQueryOptions());

/** An action on one stuck payment; the queue is read again afterwards, since the payment may have left it. */
export function useStuckAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { paymentId: string; action: StuckAction; reason: string }) => staffCall(backOfficeCalls.stuckAction, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stuckPaymentsQueryOptions().queryKey }),
  });
}
