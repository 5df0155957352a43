import { calls, type PaymentLine } from '@portal/contract';
import { callApi } from '@/shared/api/client';
import type { LegalDocumentRef } from '@/payments/payment-state';

interface CardPayInput {
  paymentInfo: PaymentLine;
  cardID: number;
  pin: string;
  utr: string;
  order: { paymentId: string; orderId: string };
  customer: { mobile: string | null; email: string | null; lang: 'en' | 'ar' };
  legalDocument: LegalDocumentRef;
}

/** RegistredBills/CardPay: the code confirms the held saved-card order; 0 receipt, 2 reason. */
export const cardPay = ({ paymentInfo, cardID, pin, utr, order, customer, legalDocument }: CardPayInput) =>
  callApi(calls.cardPay, {
    paymentInfo: { ...paymentInfo, PaymentMethod: 'CreditCard' },
    authenticate: { pin, utr, paymentId: order.paymentId, orderId: order.orderId },
    cardInfo: { cardID },
    CustomerInfo: { MobileNo: customer.mobile, Email: customer.email, Lang: customer.lang },
    legalDocument,
  });
