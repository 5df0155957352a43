import { CURRENCY_CODE, type PaymentLine } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';

/**
 * RegistredBills/SetPaymentCard: holds the order for a saved card and its CVV nonce; answers -2 with
 * the code challenge and postOrder.payObject (paymentId, orderId).
 */
export const setPaymentCard = (cardID: number, cvvNonce: string, paymentInfo: PaymentLine, lang: 'en' | 'ar') =>
  callApi(calls.setPaymentCard, {
    cardInfo: { cardID, cvvNonce },
    paymentInfo: { ...paymentInfo, PaymentMethod: 'CreditCard', currency: CURRENCY_CODE as 512 },
    CustomerInfo: { Lang: lang },
  });
