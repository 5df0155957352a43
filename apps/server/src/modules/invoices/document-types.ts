/** What the PDF renderers take: plain data, money in integer baisa, names in both languages. */
export type PdfLang = 'en' | 'ar';

export type ReceiptLineStatus = 'Completed' | 'Failed' | 'Refunded' | 'Pending';

export interface ReceiptLine {
  billerName: string;
  billerNameAr: string;
  serviceName: string;
  serviceNameAr: string;
  billingNo: string;
  paidBaisa: number;
  /** Fee including VAT and tax. */
  feeBaisa: number;
  systemTrxID: string | null;
  status: ReceiptLineStatus;
  voucherCode: string | null;
}

export interface ReceiptDocument {
  referenceNumber: string;
  /** ISO date-time; shown in Muscat time. */
  transactionDate: string;
  paymentMethod: 'Wallet' | 'CreditCard';
  /** The last four digits of the card or wallet number that paid, when known. */
  paidWithLast4?: string | null;
  /** Paid amounts plus fees of every line, before points. */
  totalBaisa: number;
  /** Part of the total paid with loyalty points. */
  pointsBaisa: number;
  /** Given back by staff refunds after the bills were paid (issue 31 §5); absent or 0 when none. */
  refundedBaisa?: number;
  lines: ReceiptLine[];
  customerName?: string | null;
  /** Draws the portal name faintly across the page (a printed copy). */
  watermark?: boolean;
}

export interface BillDocument {
  billerName: string;
  billerNameAr: string;
  serviceName: string;
  serviceNameAr: string;
  billingNo: string;
  billNo: string;
  customerName: string;
  customerNameAr: string;
  /** ISO date (YYYY-MM-DD) or date-time. */
  issuedOn: string;
  dueDate: string | null;
  lines: Array<{ label: { en: string; ar: string }; amountBaisa: number }>;
  totalBaisa: number;
}

/** One biller's settlement for one business day (issue 32 §5), as modules/settlement reports it. */
export interface SettlementDocument {
  day: string;
  billerName: { en: string; ar: string };
  grossBaisa: number;
  reversalsBaisa: number;
  refundsBaisa: number;
  feesBaisa: number;
  netToRemitBaisa: number;
  claimsBaisa: number;
  adjustmentsBaisa: number;
  remittanceReference: string | null;
}
