import type { Bilingual, Biller, Category, InquiryResult, Receipt, SavedCard, Service, ServiceCategory } from '@portal/contract';
import type { CodeStep } from '@/payments';

/** What the customer chose on the inquiry form. */
export interface Selection {
  category: Category;
  biller: Biller;
  service: Service;
  serviceCategory: ServiceCategory | null;
}

/** A bill after a successful inquiry, with what the customer decided to pay. */
export interface InquiredBill {
  selection: Selection;
  /** The reference as typed (uppercased); the server may answer another ("new reference number"). */
  typedBillingNo: string;
  inquiry: InquiryResult;
  paidBaisa: number;
  usePoints: boolean;
  /** "Pay again" chosen for a bill paid or being paid in the last 24 hours (issue 35). */
  payAgain?: boolean;
}

/** The inquiry form's values, kept while the customer moves back and forth. */
export interface InquiryDraft {
  categoryId: string;
  billerId: string;
  serviceId: string;
  serviceCategoryId: string;
  amount: string;
  billingNo: string;
}

/** One step shows at a time (spec 02 §2); inquiry when none is set. */
export type Step =
  | { name: 'inquiry' }
  | { name: 'bill' }
  | { name: 'method' }
  | { name: 'contact' }
  | { name: 'walletMobile' }
  | { name: 'savedCards' }
  | { name: 'cvv'; card: SavedCard }
  | CodeStep
  | { name: 'receipt'; receipt: Receipt; at: Date; message?: Bilingual };
