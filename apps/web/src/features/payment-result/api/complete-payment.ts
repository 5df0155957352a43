import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';

/** PaymentSDK/CompletePayment: 0 with the receipt, 1 while pending, 2 with the reason it failed. */
export const completePayment = (paymentSessionId: string, channel: string) => callApi(calls.completePayment, { paymentSessionId, channel });
