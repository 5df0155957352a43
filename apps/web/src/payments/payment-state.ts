import type { Bilingual, BulkPaymentLine, PaymentLine } from '@portal/contract';
import { flowStorage } from '@/shared/api/session-store';

export interface LegalDocumentRef {
  documentType: string;
  documentNo: string;
  natCountryIsoCode: string | null;
}

/** A visitor's legal document as the spec sends it: type -1, number -1, country OM. */
export const VISITOR_LEGAL_DOCUMENT: LegalDocumentRef = { documentType: '-1', documentNo: '-1', natCountryIsoCode: 'OM' };

/**
 * The card page's navigation state `data` (spec 02 §2 PaymentForm). `summary` is ours: what the card
 * page shows the customer is about to pay.
 */
export interface PaymentFormData {
  paymentInfo: PaymentLine;
  customerInfo: { email: string | null; mobileNo: string | null };
  legalDocument: LegalDocumentRef;
  usePoints: boolean;
  summary: { biller: Bilingual; service: Bilingual; billingNo: string; totalBaisa: number };
}

/**
 * The card page's state for registered bills paid together (`isbulk`): up to three lines, paid with
 * BulkConfirmPaymentCardNonce; the gateway returns to /ConfirmPayment?…&isbulk=1.
 */
export interface BulkPaymentFormData {
  isbulk: true;
  bills: BulkPaymentLine[];
  customerInfo: { email: string | null; mobileNo: string | null };
  legalDocument: LegalDocumentRef;
  usePoints: boolean;
  summary: { lines: Array<{ biller: Bilingual; service: Bilingual; billingNo: string }>; totalBaisa: number };
}

/** What the card page may be handed: one bill, or a basket of registered bills. */
export type CardPageData = PaymentFormData | BulkPaymentFormData;

export const isBulkPaymentForm = (data: CardPageData): data is BulkPaymentFormData => 'isbulk' in data && data.isbulk === true;

const PAYMENT_FORM_KEY = 'PaymentFormData';

/** Kept in session storage as well as in the navigation state, so a refresh of the card page works. */
export const paymentFormStorage = {
  save: (data: CardPageData) => flowStorage.set(PAYMENT_FORM_KEY, data),
  read: () => flowStorage.get<CardPageData>(PAYMENT_FORM_KEY),
  clear: () => flowStorage.remove(PAYMENT_FORM_KEY),
};
