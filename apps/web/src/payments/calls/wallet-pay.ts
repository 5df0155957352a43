import { type PaymentLine } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';
import { walletCodeFields, type WalletCodeInput } from './code-confirmation';

/** RegistredBills/WalletPay: 0 with the receipt, 2 with the reason the payment ended without money taken. */
export const walletPay = ({ paymentInfo, ...confirm }: WalletCodeInput & { paymentInfo: PaymentLine }) =>
  callApi(calls.walletPay, { paymentInfo: { ...paymentInfo, PaymentMethod: 'Wallet' }, ...walletCodeFields(confirm) });
