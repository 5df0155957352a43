import { type PaymentLine } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';
import type { LegalDocumentRef } from '@/payments';

interface Input {
  paymentInfo: PaymentLine;
  cardID: number;
  cvvNonce: string;
  customer: { customerID: number; mobile: string | null; email: string | null; lang: 'en' | 'ar' };
  legalDocument: LegalDocumentRef;
}

/**
 * PaymentSDK/ConfirmPaymentCardNonce with a saved card and points: only this road takes points
 * (usePoints), so a saved card paid partly with points goes through the gateway, not SetPaymentCard.
 */
export const confirmSavedCardNonce = ({ paymentInfo, cardID, cvvNonce, customer, legalDocument }: Input) =>
  callApi(calls.sdkConfirmCardNonce, {
    paymentInfo,
    cardInfo: { cardID, cvvNonce },
    customerInfo: { customerID: customer.customerID, Email: customer.email, MobileNo: customer.mobile, Lang: customer.lang },
    legalDocument,
    usePoints: true,
  });
