import { useMutation } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** Notifications/ResendReceipt (issue 12): a fresh copy of a payment's receipt; answers the channels it goes to. */
export function useResendReceipt() {
  return useMutation({ mutationFn: (referenceNumber: string) => callOk(calls.resendReceipt, { referenceNumber }).then((d) => d.channels) });
}
