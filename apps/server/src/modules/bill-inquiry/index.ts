export { billInquiryService } from './service.ts';
// The stored inquiry a payment quotes by its validationCode (undefined when unknown or expired).
export { findInquiry } from './repository.ts';
export { inquiryMessages, normaliseBillingNo } from './inquiry-rules.ts';
