import { ErrorCode, formatOmrPlain, normalizeDigits, omrToBaisa, type PaymentLine } from '@portal/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { NewLine } from './payment-rows.ts';
import { loadInquiry } from './inquiry-source.ts';
import { refuseIfPaidRecently, type Asker } from '../bill-inquiry/index.ts';

export interface PricedLines {
  lines: NewLine[];
  /** Paid amounts plus fees, VAT and tax of every line. */
  total: number;
  /** Every line is a gift card (an isUSDBiller biller): the basket is bought on the gift-card road. */
  gift: boolean;
  /** A line that carries money quotes an inquiry held by a payment that reached a provider (read with the inquiry). */
  heldElsewhere: boolean;
}

const notPositive = () =>
  new AppError(ErrorCode.MissingDataIntegrity, {
    en: 'The amount must be a valid number more than zero',
    ar: 'يجب أن يكون المبلغ رقماً صحيحاً أكبر من صفر',
  });

const nothingDue = () =>
  new AppError(ErrorCode.MissingDataIntegrity, { en: 'Nothing is due on this bill', ar: 'لا يوجد مبلغ مستحق على هذه الفاتورة' });

/**
 * The amounts of a payment come from our stored inquiry (the validation code), never from the
 * client; the client chooses only the paid amount, and only within the biller's rules (spec 02 §5).
 */
export async function priceLines(
  q: Queryable,
  input: PaymentLine[],
  opts: { allowZeroLines?: boolean; guardFor?: Asker } = {},
): Promise<PricedLines> {
  const lines: NewLine[] = [];
  let total = 0;
  let gift = input.length > 0;
  let heldElsewhere = false;
  for (const [index, item] of input.entries()) {
    // One bill, one payment a day unless the customer chose otherwise for this bill (issue 35): the bill's
    // newest payment is read with the inquiry.
    const guarded = Boolean(opts.guardFor && !item.PayAgain);
    const inquiry = await loadInquiry(q, item.ValidationCode, { recentPayment: guarded });
    const billingNo = normalizeDigits(item.billingNo ?? '')
      .trim()
      .toUpperCase();
    if (
      !inquiry ||
      inquiry.billerId !== item.billerID ||
      inquiry.serviceId !== item.serviceID ||
      (billingNo && billingNo !== inquiry.billingNo)
    ) {
      throw new AppError(ErrorCode.MissingDataIntegrity, {
        en: 'This bill inquiry has expired. Please inquire the bill again',
        ar: 'انتهت صلاحية الاستعلام عن هذه الفاتورة. يرجى الاستعلام مرة أخرى',
      });
    }
    gift &&= inquiry.giftCard;
    const paid = omrToBaisa(item.PaidAmount);
    // A bulk line left at 0 is a bill the customer chose not to pay now: no range or full amount applies.
    const leftUnpaid = paid === 0 && opts.allowZeroLines;
    if (leftUnpaid) {
      // Nothing to check: the line carries no money (below).
    } else if (inquiry.allowPartial) {
      // Part payments (decision 013): never more than is due, at least the biller's minimum when it
      // has one (or the whole due when less is owed), and max 0 means "the due", never "no limit".
      if (inquiry.dueBaisa <= 0) throw nothingDue();
      if (paid <= 0) throw notPositive();
      const max = inquiry.maxBaisa > 0 ? Math.min(inquiry.maxBaisa, inquiry.dueBaisa) : inquiry.dueBaisa;
      const min = Math.min(Math.max(inquiry.minBaisa, 1), max);
      if (paid < min || paid > max) {
        throw new AppError(ErrorCode.MissingDataIntegrity, {
          en: `Amount not in range: the range is from ${formatOmrPlain(min)} to ${formatOmrPlain(max)}`,
          ar: `المبلغ خارج النطاق المسموح: من ${formatOmrPlain(min)} إلى ${formatOmrPlain(max)}`,
        });
      }
    } else if (inquiry.dueBaisa <= 0) {
      throw nothingDue();
    } else if (paid !== inquiry.dueBaisa) {
      throw new AppError(ErrorCode.MissingDataIntegrity, {
        en: 'This bill must be paid in full',
        ar: 'يجب دفع هذه الفاتورة بالكامل',
      });
    }
    if (paid <= 0 && !opts.allowZeroLines) throw notPositive();
    // Gift cards have no account of their own: the same card bought twice is two cards (none is read for them).
    if (guarded && !inquiry.giftCard) refuseIfPaidRecently(inquiry.recentPayment, opts.guardFor!);
    heldElsewhere ||= paid > 0 && inquiry.heldPastProvider;
    const lineTotal = paid > 0 ? paid + inquiry.feeBaisa + inquiry.vatBaisa + inquiry.taxBaisa : 0;
    total += lineTotal;
    lines.push({
      line_no: index + 1,
      biller_id: inquiry.billerId,
      service_id: inquiry.serviceId,
      service_category_id: inquiry.serviceCategoryId,
      biller_name: inquiry.billerName,
      biller_name_ar: inquiry.billerNameAr,
      service_name: inquiry.serviceName,
      service_name_ar: inquiry.serviceNameAr,
      category_id: inquiry.categoryId,
      service_type: inquiry.serviceType,
      billing_no: inquiry.billingNo,
      bill_no: inquiry.billNo,
      due_baisa: inquiry.dueBaisa,
      paid_baisa: paid,
      fee_baisa: paid > 0 ? inquiry.feeBaisa : 0,
      vat_baisa: paid > 0 ? inquiry.vatBaisa : 0,
      tax_baisa: paid > 0 ? inquiry.taxBaisa : 0,
      validation_code: item.ValidationCode,
    });
  }
  if (total <= 0) throw notPositive();
  return { lines, total, gift, heldElsewhere };
}
