import type { Bilingual, BulkInquiryItem, Receipt, RegisteredBill, SavedCard } from '@portal/contract';
import type { CodeStep } from '@/payments';

/** A bill the biller answered: its inquiry and the amount to pay by default. */
export type AnsweredItem = Extract<BulkInquiryItem, { errorCode: 0 }>;

export const isAnswered = (item: BulkInquiryItem): item is AnsweredItem => item.errorCode === 0;

/** One row of the inquiry result: the registered bill, what the biller answered, what the customer pays. */
export interface InquiredLine {
  bill: RegisteredBill;
  item: BulkInquiryItem;
  paidBaisa: number;
  /** Chosen for payment; never for a bill the biller did not answer. */
  selected: boolean;
}

/** The in-screen steps of the registered-bills payment (spec 02 §2); the list shows when none is set. */
export type PayStep =
  | { name: 'list' }
  | { name: 'results' }
  | { name: 'summary' }
  | { name: 'method' }
  | { name: 'walletMobile' }
  | { name: 'savedCards' }
  | { name: 'cvv'; card: SavedCard }
  | CodeStep
  | { name: 'receipt'; receipt: Receipt; message?: Bilingual };
