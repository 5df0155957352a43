/**
 * The biller switch as our server sees it (DESIGN §1). Amounts are integer baisa. A real switch is
 * another implementation of this interface, chosen by configuration.
 */
export interface BillQuery {
  billerId: number;
  serviceId: number;
  serviceType: 'PostPaid' | 'PrePaid' | 'External';
  billingNo: string;
  /** Prepaid: the amount the customer wants to buy; gift cards: the denomination's price. */
  amount?: number;
  serviceCategoryId?: number | null;
}

export interface Bill {
  billingNo: string;
  billNo: string;
  /** What is owed now (postpaid: outstanding minus what was posted; prepaid: the amount asked). */
  due: number;
  fee: number;
  vat: number;
  tax: number;
  debtRecovered: number;
  allowPartial: boolean;
  /** 0 and 0 mean any positive amount when allowPartial. */
  min: number;
  max: number;
  customerName: string;
  customerNameAr: string;
  account: string;
  dueDate: string | null;
}

export interface PostingRequest {
  /** Our unique reference for this line; the switch answers the same result for the same reference. */
  reference: string;
  billerId: number;
  serviceId: number;
  billingNo: string;
  amount: number;
  method: 'Wallet' | 'CreditCard';
}

export type PostingResult =
  | { ok: true; billerTrxId: string; voucherCode: string | null }
  | { ok: false; reason: 'rejected' | 'unavailable'; message: { en: string; ar: string } };

export interface ReversalRequest {
  /** Our key for this reversal; the switch answers the same result for the same key. */
  reference: string;
  /** The posting to give back, by the reference we posted it under. */
  postingReference: string;
  /** Baisa to reverse: all or part of the posting, never more than is left of it. */
  amount: number;
}

/**
 * `too_late`: the switch reverses a posting only on the Oman business day it was made (DESIGN §1);
 * after that the money is the biller's, and a refund becomes a claim against its next settlement.
 */
export type ReversalResult =
  | { ok: true; reversalId: string }
  | { ok: false; reason: 'too_late' | 'not_found' | 'exceeds' | 'unavailable'; message: { en: string; ar: string } };

/**
 * A biller's acknowledgement file for a business day, in the CSV layout of docs/settlement-files.md.
 * `complete` is false while the day is still open (the file can still grow).
 */
export type AcknowledgementFileResult =
  | { ok: true; content: string; complete: boolean }
  | { ok: false; reason: 'not_business_day' | 'unavailable'; message: { en: string; ar: string } };

export type InquiryFailure = { ok: false; reason: 'not_found' | 'unavailable' | 'invalid'; message: { en: string; ar: string } };

export interface BillerNetwork {
  inquire(query: BillQuery): Promise<{ ok: true; bill: Bill } | InquiryFailure>;
  /** Idempotent by `reference`. */
  post(request: PostingRequest): Promise<PostingResult>;
  /** Idempotent by `reference`. */
  reverse(request: ReversalRequest): Promise<ReversalResult>;
  /** The switch's daily acknowledgement file of one biller (settlement, issue 32 §2). */
  acknowledgementFile(billerId: number, day: string): Promise<AcknowledgementFileResult>;
  /** The biller's last bill document for a reference number, for "View Details". */
  lastBill(
    query: BillQuery,
  ): Promise<
    { ok: true; bill: Bill; issuedOn: string; lines: Array<{ label: { en: string; ar: string }; amount: number }> } | InquiryFailure
  >;
}
