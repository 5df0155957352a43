import { type BulkPaymentLine } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';
import { walletCodeFields, type WalletCodeInput } from '@/payments';

/** RegistredBills/BulkGenerateToken: a wallet code bound to this basket; answers -2 with the challenge. */
export const bulkGenerateToken = (mobileNumber: string, bills: BulkPaymentLine[]) =>
  callApi(calls.bulkGenerateToken, { token: { mobileNumber }, paymentInfo: { bills } });

/** RegistredBills/BulkConfirmPaymentWallet: 0 with the receipt of every bill, 2 with why nothing was taken. */
export const bulkConfirmPaymentWallet = ({ bills, ...confirm }: WalletCodeInput & { bills: BulkPaymentLine[] }) =>
  callApi(calls.bulkConfirmPaymentWallet, { paymentInfo: { bills, PaymentMethod: 'Wallet' }, ...walletCodeFields(confirm) });
