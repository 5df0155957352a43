import { calls } from '@portal/contract';
import { callApi } from '@/shared/api/client';
import type { PaymentFormData } from '@/shared/payments/payment-state';

/**
 * PaymentSDK/ConfirmPaymentCardNonce: the hosted fields' nonce pays the bill; 0 answers the gateway's
 * returnURL (a 3-D Secure challenge or straight back to our result page).
 */
export const confirmCardNonce = (data: PaymentFormData, nonce: string, customerID: number, lang: 'en' | 'ar') =>
  callApi(calls.sdkConfirmCardNonce, {
    paymentInfo: { ...data.paymentInfo, PaymentMethod: 'CreditCard' },
    cardInfo: { Nonce: nonce },
    customerInfo: { customerID, Email: data.customerInfo.email, MobileNo: data.customerInfo.mobileNo, Lang: lang },
    legalDocument: data.legalDocument,
    usePoints: data.usePoints,
  });
