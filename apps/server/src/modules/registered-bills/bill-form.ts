import { billFormRules, ErrorCode, normalizeDigits, type Bilingual, type SaveRegisteredBillRequest } from '@portal/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { inquiryMessages, normaliseBillingNo } from '../bill-inquiry/index.ts';
import { catalogRepository } from '../catalog/index.ts';
import { commonRepository } from '../common/index.ts';
import type { NewRegisteredBill } from './repository.ts';

const invalid = (text: Bilingual) => new AppError(ErrorCode.MissingDataIntegrity, text);
const required = (en: string, ar: string) => invalid({ en: `${en}: This field is required`, ar: `${ar}: هذا الحقل مطلوب` });

export const billFormMessages = {
  prepaidWithoutCategories: {
    en: "Cannot save this bill because this is PrePaid and doesn't have any Categories",
    ar: 'لا يمكن حفظ هذه الفاتورة لأنها مسبقة الدفع ولا تحتوي على أي فئات',
  },
  notSavable: { en: 'Only postpaid and prepaid bills can be saved', ar: 'يمكن حفظ الفواتير الآجلة ومسبقة الدفع فقط' },
  billerNotInCategory: { en: 'The biller does not belong to this category', ar: 'الجهة المفوترة لا تتبع هذه الفئة' },
  serviceNotOfBiller: { en: 'The service does not belong to this biller', ar: 'الخدمة لا تتبع هذه الجهة المفوترة' },
  nicknameTooLong: { en: 'Nickname: This field must be 15 letters or less', ar: 'الاسم المستعار: يجب ألا يزيد عن 15 حرفاً' },
  nicknameChars: {
    en: "Nickname: letters, digits, spaces and . , ' & ( ) - _ / # @ only",
    ar: "الاسم المستعار: أحرف وأرقام ومسافات و . , ' & ( ) - _ / # @ فقط",
  },
  accountNumber: { en: 'Account number: This field must be 10 digits or less', ar: 'رقم الحساب: يجب ألا يزيد عن 10 أرقام' },
  limit: { en: 'Consumption limit: digits only, at most 9', ar: 'حد الاستهلاك: أرقام فقط بحد أقصى 9 أرقام' },
  ownership: { en: 'Ownership: choose Owner or Tenant', ar: 'الملكية: يرجى اختيار مالك أو مستأجر' },
  emailNeeded: {
    en: 'Add an email address to your profile to be notified by email',
    ar: 'يرجى إضافة بريد إلكتروني إلى ملفك الشخصي لتلقي الإشعارات بالبريد الإلكتروني',
  },
} satisfies Record<string, Bilingual>;

/** A nickname: required, trimmed, Arabic-Indic digits made Latin, within `max`, allowed characters. */
export function readNickname(raw: string, min: number, max: number): string {
  const name = normalizeDigits(raw).trim().replace(/\s+/g, ' ');
  if (!name) throw required('Nickname', 'الاسم المستعار');
  if (name.length > max) {
    throw invalid(
      max === billFormRules.nicknameMax
        ? billFormMessages.nicknameTooLong
        : { en: `Nickname: ${min} to ${max} characters`, ar: `الاسم المستعار: من ${min} إلى ${max} حرفاً` },
    );
  }
  if (name.length < min) throw invalid({ en: `Nickname: ${min} to ${max} characters`, ar: `الاسم المستعار: من ${min} إلى ${max} حرفاً` });
  if (!billFormRules.nickname.test(name)) throw invalid(billFormMessages.nicknameChars);
  return name;
}

/** An optional limit: empty is none; otherwise digits, at most nine. */
function readLimit(raw: number | string | null | undefined): number | null {
  if (raw == null || raw === '') return null;
  const text = normalizeDigits(String(raw)).trim();
  if (!billFormRules.limit.test(text)) throw invalid(billFormMessages.limit);
  return Number(text);
}

/** The select box's value: a positive id, or nothing when empty or 0. */
function readId(raw: number | string | null | undefined): number | null {
  if (raw == null || raw === '' || raw === 0 || raw === '0') return null;
  const text = String(raw).trim();
  if (!/^\d{1,9}$/.test(text)) throw invalid(inquiryMessages.categoryInvalid);
  return Number(text);
}

/**
 * The bill form's rules (spec 01 §5 "Bill form", §3 "Save-bill payload"), checked against the catalog
 * in the order the form fills: category → biller → service → service category → fields.
 */
export async function readBillForm(
  q: Queryable,
  customer: { id: number; email: string | null },
  info: SaveRegisteredBillRequest['billInfo'],
): Promise<NewRegisteredBill> {
  const name = readNickname(info.name, 1, billFormRules.nicknameMax);
  if (info.billerCategoryId <= 0) throw required('Category', 'الفئة');
  if (info.billerId <= 0) throw required('Biller', 'الجهة المفوترة');
  if (info.serviceId <= 0) throw required('Service', 'الخدمة');
  const [biller, service] = await Promise.all([catalogRepository.biller(q, info.billerId), catalogRepository.service(q, info.serviceId)]);
  if (!biller || biller.category_id !== info.billerCategoryId) throw invalid(billFormMessages.billerNotInCategory);
  if (!service || service.biller_id !== biller.id) throw invalid(billFormMessages.serviceNotOfBiller);
  if (service.type !== 'PostPaid' && service.type !== 'PrePaid') throw invalid(billFormMessages.notSavable);

  const options = await catalogRepository.serviceCategoriesOf(q, [service.id]);
  let serviceCategoryId: number | null = null;
  // The payload's category is empty for PostPaid (spec 01 §3); a prepaid bill is bought by category.
  if (service.type === 'PrePaid') {
    if (!options.length) throw invalid(billFormMessages.prepaidWithoutCategories);
    serviceCategoryId = readId(info.serviceCategory);
    if (serviceCategoryId === null) throw required('Service category', 'فئة الخدمة');
    if (!options.some((o) => o.id === serviceCategoryId)) throw invalid(inquiryMessages.categoryInvalid);
  }

  const [category] = await catalogRepository.categories(q, [biller.category_id]);
  const water = category?.short_name === billFormRules.waterCategoryShortName;
  let accountNumber: string | null = null;
  let ownership: string | null = null;
  if (water) {
    accountNumber = normalizeDigits(info.accountNumber ?? '').trim();
    if (!accountNumber) throw required('Account number', 'رقم الحساب');
    if (!billFormRules.accountNumber.test(accountNumber)) throw invalid(billFormMessages.accountNumber);
    ownership = (info.Ownership ?? '').trim().toUpperCase();
    if (!ownership) throw required('Ownership', 'الملكية');
    const known = await commonRepository.lookupExists(q, 'Iam', ownership);
    if (!known) throw invalid(billFormMessages.ownership);
  }

  // A water bill has no reference field: its account number is the reference (spec 01 §3).
  const typed = normalizeDigits(info.billingNo ?? '').trim() || (accountNumber ?? '');
  if (typed.length > billFormRules.referenceMax) {
    const label = { en: service.tool_tip || 'Reference Number', ar: service.tool_tip_ar || 'الرقم المرجعي' };
    throw invalid({ en: `${label.en}: This field must be 15 characters or less`, ar: `${label.ar}: يجب ألا يزيد عن 15 حرفاً` });
  }
  const billingNo = normaliseBillingNo(typed, service);

  const due = info.DueNotificationMethod ?? 'SMS';
  const alert = info.AlertNotificationMethod ?? 'SMS';
  if ((due === 'Email' || alert === 'Email') && !customer.email) throw invalid(billFormMessages.emailNeeded);

  return {
    customer_id: customer.id,
    biller_id: biller.id,
    service_id: service.id,
    service_category_id: serviceCategoryId,
    billing_no: billingNo,
    bill_no: normalizeDigits(info.billNo ?? '')
      .trim()
      .toUpperCase()
      .slice(0, 30),
    name,
    account_number: accountNumber,
    ownership,
    limit_consumption: readLimit(info.LimitConsumption),
    limit_consumption_unit: readLimit(info.LimitConsumptionByUnit),
    due_notification: due,
    alert_notification: alert,
  };
}
