import { type ConfirmCardNonceRequest } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';
import type { BulkPaymentFormData, PaymentFormData } from '@/payments';

/**
 * PaymentSDK/ConfirmPaymentCardNonce: the hosted fields' nonce (or a saved card and its CVV nonce) pays the bill; 0 answers the gateway's
 * returnURL (a 3-D Secure challenge or straight back to our result page).
 */
export const confirmCardNonce = (
  data: PaymentFormData,
  cardInfo: ConfirmCardNonceRequest['cardInfo'],
  customerID: number,
  lang: 'en' | 'ar',
) =>
  callApi(calls.sdkConfirmCardNonce, {
    paymentInfo: { ...data.paymentInfo, PaymentMethod: 'CreditCard' },
    cardInfo,
    customerInfo: { customerID, Email: data.customerInfo.email, MobileNo: data.customerInfo.mobileNo, Lang: lang },
    legalDocument: data.legalDocument,
    usePoints: data.usePoints,
  });

/**
 * PaymentSDK/BulkConfirmPaymentCardNonce (spec 02 §7, "when isbulk set"): the registered bills' basket
 * paid with the nonce; the returnURL brings the customer back to /ConfirmPayment?…&isbulk=1.
 */
export const bulkConfirmCardNonce = (
  data: BulkPaymentFormData,
  cardInfo: ConfirmCardNonceRequest['cardInfo'],
  customerID: number,
  lang: 'en' | 'ar',
) =>
  callApi(calls.sdkBulkConfirmCardNonce, {
    paymentInfo: { bills: data.bills, PaymentMethod: 'CreditCard' },
    cardInfo,
    CustomerInfo: { CustomerID: customerID, Email: data.customerInfo.email, MobileNo: data.customerInfo.mobileNo, Lang: lang },
    customerInfo: { customerID, Email: data.customerInfo.email, MobileNo: data.customerInfo.mobileNo, Lang: lang },
    legalDocument: data.legalDocument,
    usePoints: data.usePoints,
    isbulk: true,
  });
