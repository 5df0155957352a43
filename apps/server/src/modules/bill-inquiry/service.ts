import { randomBytes } from 'node:crypto';
import { baisaToOmr, ErrorCode, type InquirePostBillRequest, type InquirePreBillRequest, type InquiryResult } from '@portal/contract';
import type { Bill, InquiryFailure } from '../../adapters/biller-network/biller-network.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { catalogRepository } from '../catalog/index.ts';
import { checkServiceKind, inquiryMessages, normaliseBillingNo, pickServiceCategory, prepaidAmount } from './inquiry-rules.ts';
import { insertInquiry } from './repository.ts';
import { askerOf, recentPaymentOf, type Asker } from './recent-payments.ts';
import type { CallContext } from '../../platform/calls.ts';

/** A bulk inquiry's bills: the warning's amounts are for one-time payments' askers only. */
const NOBODY: Asker = { customerId: null, deviceId: null };

/** The biller's refusal in our codes: 404 no such bill, 503 biller down, 901 the biller found the data wrong. */
const FAILURE_CODES: Record<InquiryFailure['reason'], number> = {
  not_found: ErrorCode.NotFound,
  unavailable: ErrorCode.Unavailable,
  invalid: ErrorCode.MissingDataIntegrity,
};

export function billInquiryService({ db, billers }: Deps) {
  /** The biller and service must exist, belong together and be of the kind the call serves. */
  async function resolve(billerId: number, serviceId: number, kind: 'post' | 'pre') {
    const { billerEnabled, service } = await catalogRepository.billerAndService(db, billerId, serviceId);
    if (!billerEnabled) throw notFound(inquiryMessages.billerNotFound);
    if (!service || service.biller_id !== billerId) throw notFound(inquiryMessages.serviceNotFound);
    checkServiceKind(service, kind);
    return service;
  }

  /** Keeps the answered amounts under a fresh 128-bit validation code and answers them in OMR. */
  async function record(
    bill: Bill,
    ids: {
      billerId: number;
      serviceId: number;
      serviceType: 'PostPaid' | 'PrePaid' | 'External';
      serviceCategoryId: number | null;
      allowedDecimals: number;
    },
    asker: Asker,
  ): Promise<InquiryResult> {
    const validationCode = randomBytes(16).toString('base64url');
    // Said before anything is paid: this bill has a payment being processed or made today (issue 35). Read
    // by the statement that keeps the inquiry.
    const newest = await insertInquiry(db, {
      id: validationCode,
      biller_id: ids.billerId,
      service_id: ids.serviceId,
      service_type: ids.serviceType,
      service_category_id: ids.serviceCategoryId,
      billing_no: bill.billingNo,
      bill_no: bill.billNo,
      due_baisa: bill.due,
      fee_baisa: bill.fee,
      vat_baisa: bill.vat,
      tax_baisa: bill.tax,
      debt_recovered_baisa: bill.debtRecovered,
      allow_partial: bill.allowPartial,
      min_baisa: bill.min,
      max_baisa: bill.max,
      customer_name: bill.customerName,
      customer_name_ar: bill.customerNameAr,
      account: bill.account,
      due_date: bill.dueDate,
    });
    return {
      billNo: bill.billNo,
      billingNo: bill.billingNo,
      dueAmount: baisaToOmr(bill.due),
      feeAmount: baisaToOmr(bill.fee),
      vatAmount: baisaToOmr(bill.vat),
      taxAmount: baisaToOmr(bill.tax),
      debtRecovered: baisaToOmr(bill.debtRecovered),
      allowPartial: bill.allowPartial,
      maxAmount: baisaToOmr(bill.max),
      minAmount: baisaToOmr(bill.min),
      allowedDecimals: ids.allowedDecimals,
      validationCode,
      customerName: bill.customerName,
      customerNameAr: bill.customerNameAr,
      ccbAccount: bill.account,
      recentPayment: recentPaymentOf(newest, asker),
      dueDate: bill.dueDate,
    };
  }

  function refused(failure: InquiryFailure): AppError {
    return new AppError(FAILURE_CODES[failure.reason], failure.message);
  }

  async function inquirePostBill({ postPaidBill: req }: InquirePostBillRequest, ctx?: CallContext): Promise<InquiryResult> {
    const service = await resolve(req.billerID, req.serviceID, 'post');
    const billingNo = normaliseBillingNo(req.billingNo, service);
    const answer = await billers.inquire({ billerId: req.billerID, serviceId: service.id, serviceType: service.type, billingNo });
    if (!answer.ok) throw refused(answer);
    return record(
      answer.bill,
      {
        billerId: req.billerID,
        serviceId: service.id,
        serviceType: service.type,
        serviceCategoryId: null,
        allowedDecimals: service.allowed_decimals,
      },
      ctx ? askerOf(ctx) : NOBODY,
    );
  }

  async function inquirePreBill({ prePaidBill: req }: InquirePreBillRequest, ctx?: CallContext): Promise<InquiryResult> {
    const service = await resolve(req.billerID, req.serviceID, 'pre');
    const billingNo = normaliseBillingNo(req.billingNo, service);
    const category = pickServiceCategory(await catalogRepository.serviceCategoriesOf(db, [service.id]), req.serviceCategory);
    const amount = prepaidAmount(service, category, req.amount);
    const answer = await billers.inquire({
      billerId: req.billerID,
      serviceId: service.id,
      serviceType: service.type,
      billingNo,
      amount,
      serviceCategoryId: category?.id ?? null,
    });
    if (!answer.ok) throw refused(answer);
    return record(
      answer.bill,
      {
        billerId: req.billerID,
        serviceId: service.id,
        serviceType: service.type,
        serviceCategoryId: category?.id ?? null,
        allowedDecimals: service.allowed_decimals,
      },
      ctx ? askerOf(ctx) : NOBODY,
    );
  }

  return { inquirePostBill, inquirePreBill };
}
