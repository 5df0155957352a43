import {
  baisaToOmr,
  omrToBaisa,
  type Bilingual,
  type InquiryResult,
  type PaymentLine,
  type Receipt,
  type SavedCard,
  type ServiceCategory,
} from '@portal/contract';
import type { CodeStep } from '@/payments';
import type { GiftCard } from './gift-catalog';

/** A denomination after its inquiry: the server's price and validation code. */
export interface GiftBill {
  card: GiftCard;
  denomination: ServiceCategory;
  inquiry: InquiryResult;
}

/** One step shows at a time (spec 02 §2 Gift-card screen); the visitor's prompts open over the bill. */
export type GiftStep =
  | { name: 'denominations' }
  | { name: 'bill'; prompt?: 'email' | 'mobile' }
  | { name: 'method' }
  | { name: 'walletMobile' }
  | { name: 'savedCards' }
  | { name: 'cvv'; card: SavedCard }
  | CodeStep
  | { name: 'receipt'; receipt: Receipt; at: Date; message?: Bilingual };

/** What the customer pays: the denomination's price as the server answered it, plus any fee. */
export const giftTotal = (bill: GiftBill) => omrToBaisa(bill.inquiry.dueAmount) + omrToBaisa(bill.inquiry.feeAmount);

/** The voucher as every payment call sends it; the server prices it from its own inquiry. */
export function giftLine(bill: GiftBill): PaymentLine {
  const { card, denomination, inquiry } = bill;
  return {
    billingNo: inquiry.billingNo,
    billNo: inquiry.billNo,
    billerID: card.biller.id,
    serviceID: card.service.id,
    ServiceCategory: denomination.id,
    DueAmount: inquiry.dueAmount,
    PaidAmount: baisaToOmr(omrToBaisa(inquiry.dueAmount)),
    FeeAmount: inquiry.feeAmount,
    ValidationCode: inquiry.validationCode,
    Channel: 'I',
    addtionalInfo: { categoryName: denomination.name, billerName: card.biller.name, serviceName: card.service.name },
  };
}
