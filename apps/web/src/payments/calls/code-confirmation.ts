import type { LegalDocumentRef } from '../payment-state';

/** What confirms a held saved-card order with the texted code, for one bill (CardPay) or a basket (bulk). */
export interface CardCodeInput {
  cardID: number;
  pin: string;
  utr: string;
  order: { paymentId: string; orderId: string };
  customer: { mobile: string | null; email: string | null; lang: 'en' | 'ar' };
  legalDocument: LegalDocumentRef;
}

export const cardCodeFields = ({ cardID, pin, utr, order, customer, legalDocument }: CardCodeInput) => ({
  authenticate: { pin, utr, paymentId: order.paymentId, orderId: order.orderId },
  cardInfo: { cardID },
  CustomerInfo: { MobileNo: customer.mobile, Email: customer.email, Lang: customer.lang },
  legalDocument,
});

/** What confirms a wallet payment with the wallet's code, for one bill (WalletPay) or a basket (bulk). */
export interface WalletCodeInput {
  mobile: string;
  pin: string;
  utr: string;
  email: string | null;
  lang: 'en' | 'ar';
  legalDocument: LegalDocumentRef;
}

export const walletCodeFields = ({ mobile, pin, utr, email, lang, legalDocument }: WalletCodeInput) => ({
  authenticate: { pin, utr },
  walletInfo: { senderId: mobile },
  CustomerInfo: { MobileNo: mobile, Email: email, Lang: lang },
  legalDocument,
});
