import {
  ErrorCode,
  MAX_BULK_BILLS,
  messages,
  normalizeDigits,
  type BulkInquirePostPaidRequest,
  type BulkInquirePrePaidRequest,
  type BulkInquiryItem,
  type InquiryResult,
} from '@portal/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { billInquiryService, inquiryMessages } from '../bill-inquiry/index.ts';
import { billNotFound, registeredBillRepository } from '../registered-bills/index.ts';

export const tooManyToInquire = {
  en: 'You are not allowed to inquire more than three bills',
  ar: 'غير مسموح لك بالاستعلام عن أكثر من ثلاث فواتير',
};
const amountMoreThanZero = { en: 'Please enter a valid amount more than zero', ar: 'يرجى إدخال مبلغ صحيح أكبر من صفر' };

type PostItem = BulkInquirePostPaidRequest['postPaidBills'][number];
type PreItem = BulkInquirePrePaidRequest['prePaidBills'][number];

/** A select box's category id (number or digits); anything else is left for the inquiry to refuse. */
const categoryOf = (raw: number | string | null | undefined): number | null => {
  const text = raw == null ? '' : String(raw).trim();
  return /^\d{1,9}$/.test(text) && text !== '0' ? Number(text) : null;
};

/**
 * BulkInquirePostPaid / BulkInquirePrePaid (spec 02 §4 "Registered-bills payment"): up to three bills
 * inquired together, each through the single inquiry's rules and stored under its own validation code.
 * Each bill answers its own outcome, so one bill the biller cannot find leaves the others payable.
 */
export function bulkInquiry(deps: Deps) {
  const { db } = deps;
  const single = billInquiryService(deps);

  function assertRequest(session: SessionRef, count: number, customerId: number | null | undefined) {
    if (customerId != null && customerId !== session.customerId) throw unauthorized();
    if (count > MAX_BULK_BILLS) throw new AppError(ErrorCode.MissingDataIntegrity, tooManyToInquire);
  }

  /** A registered bill is inquired as stored, and only by its owner. */
  async function resolve<T extends PostItem | PreItem>(session: SessionRef, item: T): Promise<T> {
    if (!item.registeredBillId) return item;
    const bill = await registeredBillRepository.owned(db, session.customerId, item.registeredBillId);
    if (!bill) throw new AppError(ErrorCode.NotFound, billNotFound);
    return {
      ...item,
      billerID: bill.biller_id,
      serviceID: bill.service_id,
      billingNo: bill.billing_no,
      billNo: bill.bill_no,
      serviceCategory: bill.service_category_id,
    };
  }

  async function each<T extends PostItem | PreItem>(
    session: SessionRef,
    items: T[],
    inquire: (item: T) => Promise<InquiryResult>,
  ): Promise<BulkInquiryItem[]> {
    return Promise.all(
      items.map(async (raw) => {
        const key = {
          billerID: raw.billerID,
          serviceID: raw.serviceID,
          serviceCategory: categoryOf((raw as PreItem).serviceCategory),
          registeredBillId: raw.registeredBillId ?? null,
        };
        let item = raw;
        try {
          item = await resolve(session, raw);
          const result = await inquire(item);
          const answered = {
            ...key,
            billerID: item.billerID,
            serviceID: item.serviceID,
            serviceCategory: categoryOf((item as PreItem).serviceCategory),
          };
          return {
            ...result,
            ...answered,
            paidAmount: Math.max(0, result.dueAmount),
            errorCode: 0 as const,
            errorEDesc: messages.success.en,
            errorADesc: messages.success.ar,
          };
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          const text = err.text === inquiryMessages.amountMoreThanZero ? amountMoreThanZero : err.text;
          return {
            ...key,
            billingNo: normalizeDigits(item.billingNo ?? '')
              .trim()
              .toUpperCase(),
            billNo: item.billNo ?? '',
            errorCode: err.code,
            errorEDesc: text.en,
            errorADesc: text.ar,
          };
        }
      }),
    );
  }

  async function postPaid(session: SessionRef, body: BulkInquirePostPaidRequest) {
    assertRequest(session, body.postPaidBills.length, body.customerInfo?.customerID);
    return each(session, body.postPaidBills, (item) =>
      single.inquirePostBill({
        deviceInfo: body.deviceInfo,
        postPaidBill: { billingNo: item.billingNo ?? '', billNo: item.billNo ?? null, billerID: item.billerID, serviceID: item.serviceID },
      }),
    );
  }

  async function prePaid(session: SessionRef, body: BulkInquirePrePaidRequest) {
    assertRequest(session, body.prePaidBills.length, body.customerInfo?.customerID);
    return each(session, body.prePaidBills, (item) => {
      const category = categoryOf(item.serviceCategory);
      if (item.serviceCategory != null && item.serviceCategory !== '' && category === null) {
        throw new AppError(ErrorCode.MissingDataIntegrity, inquiryMessages.categoryInvalid);
      }
      return single.inquirePreBill({
        deviceInfo: body.deviceInfo,
        prePaidBill: {
          billingNo: item.billingNo ?? null,
          serviceCategory: category,
          billerID: item.billerID,
          serviceID: item.serviceID,
          amount: item.amount ?? null,
        },
      });
    });
  }

  return { postPaid, prePaid };
}
