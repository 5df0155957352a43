import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { checkAmount } from '@/payments';
import { amountMessage } from './amount-messages';
import type { InquiryDraft } from './flow-types';
import { isWater, needsAmount, referencePattern, showsReference, WATER_ACCOUNT, type InquiryContext } from './inquiry-rules';

// zod and these rules load with the form's first check, not with the page (decision 032): OneTimePayment
// is a page a visitor opens cold, drawn on the server.

/** The form's rules for the chosen service (spec 02 §5); messages are i18n keys. */
export function inquirySchema(c: InquiryContext) {
  const required = z.string().min(1, 'validation.fieldRequired');
  return z
    .object({
      categoryId: required,
      billerId: required,
      serviceId: required,
      serviceCategoryId: z.string(),
      amount: z.string(),
      billingNo: z.string(),
    })
    .superRefine((v: InquiryDraft, ctx) => {
      const fail = (path: keyof InquiryDraft, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!c.service) return;
      if (c.service.serviceCategories.length && !v.serviceCategoryId) fail('serviceCategoryId', 'validation.fieldRequired');
      if (needsAmount(c, v.serviceCategoryId)) {
        const problem = checkAmount(v.amount, { decimals: c.service.allowedDecimals });
        if (problem) fail('amount', amountMessage[problem]);
      }
      if (showsReference(c)) {
        const ref = v.billingNo.trim();
        if (!ref && (c.service.isBillingNoRequired || isWater(c))) fail('billingNo', 'validation.fieldRequired');
        else if (isWater(c) && !WATER_ACCOUNT.test(ref)) fail('billingNo', 'payment.oneTime.inquiry.waterAccountInvalid');
        else if (ref && !referencePattern(c.service).test(ref)) fail('billingNo', 'payment.oneTime.inquiry.invalidReference');
      }
    });
}

export const inquiryResolver = (c: InquiryContext): Resolver<InquiryDraft> => zodResolver(inquirySchema(c));
