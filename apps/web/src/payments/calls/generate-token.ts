import { type PaymentLine } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';

/** RegistredBills/GenerateToken: sends a wallet code to the mobile; answers -2 with the challenge. */
export const generateToken = (mobileNumber: string, paymentInfo: PaymentLine) =>
  callApi(calls.generateToken, { token: { mobileNumber }, paymentInfo });
