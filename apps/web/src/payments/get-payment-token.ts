import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** PaymentSDK/GetPaymentToken: a short-lived token for the hosted fields and where the SDK lives. */
export const getPaymentToken = () => callOk(calls.getPaymentToken, {});
