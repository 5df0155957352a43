import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeCalls, type RequestRefundRequest } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';

const KEY = ['staff', 'refunds'] as const;

/** A payment's refunds and what each of its lines can still give back. */
export const paymentRefundsOptions = (paymentId: string) =>
  queryOptions({
    queryKey: [...KEY, 'payment', paymentId],
    queryFn: () => staffCall(backOfficeCalls.listRefunds, { paymentId }),
    staleTime: 0,
  });
export const usePaymentRefunds = (paymentId: string) => useQuery(paymentRefundsOptions(paymentId));

/** The approvers' queue: refunds above the threshold waiting for a second person. */
export const usePendingRefunds = () =>
  useQuery({
    queryKey: [...KEY, 'pending'],
    queryFn: () => staffCall(backOfficeCalls.listRefunds, { state: 'pending_approval' }),
    staleTime: 0,
  });

/** Any change to a refund is read again everywhere: the payment's story, its refunds and the queue. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEY }),
      queryClient.invalidateQueries({ queryKey: ['staff', 'payments', 'story'] }),
    ]);
}

export function useRequestRefund() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (body: RequestRefundRequest) => staffCall(backOfficeCalls.requestRefund, body), onSuccess: refresh });
}

export function useDecideRefund() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (d: { refundId: string; approve: true } | { refundId: string; approve: false; note: string }) =>
      d.approve
        ? staffCall(backOfficeCalls.approveRefund, { refundId: d.refundId })
        : staffCall(backOfficeCalls.rejectRefund, { refundId: d.refundId, note: d.note }),
    onSuccess: refresh,
  });
}
