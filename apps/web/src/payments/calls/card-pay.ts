import { type PaymentLine } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';
import { cardCodeFields, type CardCodeInput } from './code-confirmation';

/** RegistredBills/CardPay: the code confirms the held saved-card order; 0 receipt, 2 reason. */
export const cardPay = ({ paymentInfo, ...confirm }: CardCodeInput & { paymentInfo: PaymentLine }) =>
  callApi(calls.cardPay, { paymentInfo: { ...paymentInfo, PaymentMethod: 'CreditCard' }, ...cardCodeFields(confirm) });
