import { ErrorCode, normalizeDigits, omrToBaisa, type Bilingual } from '@portal/contract';
import { AppError } from '../../platform/errors.ts';
import type { ServiceCategoryRow, ServiceRow } from '../catalog/index.ts';

/** The reference pattern when a service names none (spec 02 §5). */
export const DEFAULT_BILLING_NO_PATTERN = /^[A-Za-z0-9]{3,30}$/;
/** Up to five integer digits (spec 02 §5); the decimals are the service's allowedDecimals. */
const MAX_AMOUNT_BAISA = 99_999_999;

const invalid = (text: Bilingual) => new AppError(ErrorCode.MissingDataIntegrity, text);

export const inquiryMessages = {
  billerNotFound: { en: 'Biller not found', ar: 'لم يتم العثور على الجهة المفوترة' },
  serviceNotFound: { en: 'Service not found for this biller', ar: 'لم يتم العثور على الخدمة لدى هذه الجهة المفوترة' },
  notPostpaid: { en: 'This service is not a postpaid bill', ar: 'هذه الخدمة ليست فاتورة آجلة الدفع' },
  notPrepaid: { en: 'This service is not a prepaid service', ar: 'هذه الخدمة ليست خدمة مسبقة الدفع' },
  amountMoreThanZero: { en: 'The amount must be valid and more than zero', ar: 'يجب أن يكون المبلغ صحيحاً وأكبر من صفر' },
  categoryRequired: { en: 'Please choose the service category', ar: 'يرجى اختيار فئة الخدمة' },
  categoryInvalid: { en: 'The service category is not valid for this service', ar: 'فئة الخدمة غير صحيحة لهذه الخدمة' },
} satisfies Record<string, Bilingual>;

/** PostBill serves postpaid bills; PreBill serves prepaid and external services. */
export function checkServiceKind(service: ServiceRow, kind: 'post' | 'pre'): void {
  if (kind === 'post' && service.type !== 'PostPaid') throw invalid(inquiryMessages.notPostpaid);
  if (kind === 'pre' && service.type === 'PostPaid') throw invalid(inquiryMessages.notPrepaid);
}

/**
 * The reference as the biller knows it: Arabic-Indic digits made Latin, trimmed, uppercased; then
 * required and pattern checks, with the service's own label in the message ("enter valid <label>").
 */
export function normaliseBillingNo(raw: string | null | undefined, service: ServiceRow): string {
  const billingNo = normalizeDigits(raw ?? '')
    .trim()
    .toUpperCase();
  const label = { en: service.tool_tip || 'Reference Number', ar: service.tool_tip_ar || 'الرقم المرجعي' };
  if (!billingNo) {
    if (service.is_billing_no_required) throw invalid({ en: `${label.en}: this field is required`, ar: `${label.ar}: هذا الحقل مطلوب` });
    return '';
  }
  const pattern = service.billing_no_regex ? new RegExp(service.billing_no_regex) : DEFAULT_BILLING_NO_PATTERN;
  if (!pattern.test(billingNo)) throw invalid({ en: `Enter a valid ${label.en}`, ar: `يرجى إدخال ${label.ar} بشكل صحيح` });
  return billingNo;
}

/** The denomination or kind chosen, required exactly when the service offers some. */
export function pickServiceCategory(categories: ServiceCategoryRow[], chosen: number | null | undefined): ServiceCategoryRow | null {
  if (!categories.length) return null;
  if (!chosen) throw invalid(inquiryMessages.categoryRequired);
  const category = categories.find((c) => c.id === chosen);
  if (!category) throw invalid(inquiryMessages.categoryInvalid);
  return category;
}

/**
 * What a prepaid purchase costs in baisa: a priced denomination (or service) fixes it, whatever the
 * client sent; otherwise the customer's amount, above zero, within five integer digits and the
 * service's decimals.
 */
export function prepaidAmount(service: ServiceRow, category: ServiceCategoryRow | null, amountOmr: number | null | undefined): number {
  const fixed = category?.price_baisa ?? service.price_baisa;
  if (fixed != null) return Number(fixed);
  if (amountOmr == null || amountOmr <= 0) throw invalid(inquiryMessages.amountMoreThanZero);
  const amount = omrToBaisa(amountOmr);
  const decimals = service.allowed_decimals;
  const format = `00000${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
  if (amount > MAX_AMOUNT_BAISA || amount % 10 ** (3 - decimals) !== 0) {
    throw invalid({
      en: `Enter the amount in the format ${format} (up to 5 digits and ${decimals} decimals)`,
      ar: `يرجى إدخال المبلغ بالصيغة ${format} (حتى 5 أرقام و${decimals} خانات عشرية)`,
    });
  }
  if (amount <= 0) throw invalid(inquiryMessages.amountMoreThanZero);
  return amount;
}
