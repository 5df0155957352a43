import type { Biller, Category, Service } from '@portal/contract';
import type { InquiryDraft } from './flow-types';

/** Categories whose bills need no reference number (spec 02 §2). */
const NO_REFERENCE_CATEGORIES = ['entertainment', 'insurance'];
/** The reference pattern when a service names none (spec 02 §5). */
const DEFAULT_REFERENCE = /^[A-Za-z0-9]{3,30}$/;

/** What the chosen category, biller and service mean for the form. */
export interface InquiryContext {
  category: Category | undefined;
  biller: Biller | undefined;
  service: Service | undefined;
}

export const showsReference = (c: InquiryContext) => !NO_REFERENCE_CATEGORIES.includes((c.category?.shortName ?? '').toLowerCase());

/**
 * Water changes which fields show (spec 02 §2 leaves the change open; decision 023): the reference is
 * the water account number, as on the registered-bill form (spec 01 §5): always required, digits only,
 * at most 10, typed on a number pad.
 */
export const isWater = (c: InquiryContext) => (c.category?.shortName ?? '').toLowerCase() === 'water';
export const WATER_ACCOUNT = /^[0-9]{1,10}$/;

/** A price fixed by the chosen service category (vouchers, gift cards) or the service itself. */
export function fixedPrice(c: InquiryContext, serviceCategoryId: string): number | null {
  const sc = c.service?.serviceCategories.find((x) => String(x.id) === serviceCategoryId);
  return sc?.price ?? c.service?.price ?? null;
}

/** Postpaid bills are inquired as they are; other services need an amount unless a price is fixed. */
export const needsAmount = (c: InquiryContext, serviceCategoryId: string) =>
  Boolean(c.service && c.service.type !== 'PostPaid' && fixedPrice(c, serviceCategoryId) === null);

export function referencePattern(service: Service | undefined): RegExp {
  if (!service?.billingNoRegex) return DEFAULT_REFERENCE;
  try {
    return new RegExp(service.billingNoRegex);
  } catch {
    return DEFAULT_REFERENCE;
  }
}

/** A category with one biller, or a biller with one service, is chosen for the customer (spec 02 §2). */
export function autoFill(draft: InquiryDraft, billers: Biller[]): InquiryDraft {
  const next = { ...draft };
  if (next.categoryId && !next.billerId) {
    const inCategory = billers.filter((b) => String(b.category.id) === next.categoryId);
    if (inCategory.length === 1) next.billerId = String(inCategory[0]!.id);
  }
  if (next.billerId && !next.serviceId) {
    const services = billers.find((b) => String(b.id) === next.billerId)?.billerServices ?? [];
    if (services.length === 1) next.serviceId = String(services[0]!.id);
  }
  return next;
}

export const emptyDraft: InquiryDraft = { categoryId: '', billerId: '', serviceId: '', serviceCategoryId: '', amount: '', billingNo: '' };
