import { calls, type PaymentLine } from '@portal/contract';
import { callApi } from '@/shared/api/client';
import type { LegalDocumentRef } from '@/payments/payment-state';

interface WalletPayInput {
  paymentInfo: PaymentLine;
  mobile: string;
  pin: string;
  utr: string;
  email: string | null;
  lang: 'en' | 'ar';
  legalDocument: LegalDocumentRef;
}

/** RegistredBills/WalletPay: 0 with the receipt, 2 with the reason the payment ended without money taken. */
export const walletPay = ({ paymentInfo, mobile, pin, utr, email, lang, legalDocument }: WalletPayInput) =>
  callApi(calls.walletPay, {
    paymentInfo: { ...paymentInfo, PaymentMethod: 'Wallet' },
    authenticate: { pin, utr },
    walletInfo: { senderId: mobile },
    CustomerInfo: { MobileNo: mobile, Email: email, Lang: lang },
    legalDocument,
  });
