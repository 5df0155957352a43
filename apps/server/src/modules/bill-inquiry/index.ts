export { billInquiryService } from './service.ts';
// The stored inquiry a payment quotes by its validationCode (undefined when unknown or expired).
export { findInquiry, findInquiryWithNames } from './repository.ts';
export { inquiryMessages, normaliseBillingNo } from './inquiry-rules.ts';
// A bill paid or being paid in the last 24 hours: said at inquiry, refused at payment without "Pay again" (issue 35).
export { askerOf, refuseIfPaidRecently, type Asker } from './recent-payments.ts';
export type { RecentPaymentRow } from './recent-payment-repository.ts';
