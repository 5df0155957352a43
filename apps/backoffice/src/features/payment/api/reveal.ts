import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeCalls, type CustomerField } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';
import { paymentQueryOptions } from './get-payment.ts';

/** A reveal, recorded with its reason; the story's timeline then shows it, so it is read again. */
export function useReveal(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { field: CustomerField; reason: string }) => staffCall(backOfficeCalls.revealCustomer, { paymentId, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueryOptions(paymentId).queryKey }),
  });
}
