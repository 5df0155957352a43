import { calls, type BulkPaymentLine } from '@portal/contract';
import { callApi } from '@/shared/api/client';
import type { LegalDocumentRef } from '@/payments';

/** RegistredBills/BulkGenerateToken: a wallet code bound to this basket; answers -2 with the challenge. */
export const bulkGenerateToken = (mobileNumber: string, bills: BulkPaymentLine[]) =>
  callApi(calls.bulkGenerateToken, { token: { mobileNumber }, paymentInfo: { bills } });

interface WalletPayInput {
  bills: BulkPaymentLine[];
  mobile: string;
  pin: string;
  utr: string;
  email: string | null;
  lang: 'en' | 'ar';
  legalDocument: LegalDocumentRef;
}

/** RegistredBills/BulkConfirmPaymentWallet: 0 with the receipt of every bill, 2 with why nothing was taken. */
export const bulkConfirmPaymentWallet = ({ bills, mobile, pin, utr, email, lang, legalDocument }: WalletPayInput) =>
  callApi(calls.bulkConfirmPaymentWallet, {
    paymentInfo: { bills, PaymentMethod: 'Wallet' },
    authenticate: { pin, utr },
    CustomerInfo: { MobileNo: mobile, Email: email, Lang: lang },
    legalDocument,
    walletInfo: { senderId: mobile },
  });
