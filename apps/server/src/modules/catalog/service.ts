import { baisaToOmr, type Biller, type Category, type Service, type ServiceCategory } from '@portal/contract';
import type { Deps } from '../../platform/deps.ts';
import { catalogRepository as repo, type CategoryRow, type ServiceCategoryRow, type ServiceRow } from './repository.ts';

/** Where public/catalog is served; image columns hold bare file names so the prefix lives here only. */
export const CATALOG_URL_PREFIX = '/catalog/';

const imageUrl = (file: string | null) => (file ? `${CATALOG_URL_PREFIX}${file}` : null);
const price = (baisa: number | null) => (baisa == null ? null : baisaToOmr(Number(baisa)));

export const toCategory = (c: CategoryRow): Category => ({ id: c.id, name: c.name, arabicName: c.arabic_name, shortName: c.short_name });

export const toServiceCategory = (c: ServiceCategoryRow): ServiceCategory => ({
  id: c.id,
  name: c.name,
  arabicName: c.arabic_name,
  price: price(c.price_baisa),
  imageURL: imageUrl(c.image_file),
});

export function toService(s: ServiceRow, categories: ServiceCategoryRow[]): Service {
  return {
    id: s.id,
    billerId: s.biller_id,
    name: s.name,
    arabicName: s.arabic_name,
    type: s.type,
    allowedDecimals: s.allowed_decimals,
    isBillDetailsEnabled: s.is_bill_details_enabled,
    toolTip: s.tool_tip,
    toolTipAr: s.tool_tip_ar,
    billingNoRegex: s.billing_no_regex,
    isBillingNoRequired: s.is_billing_no_required,
    isDashboardEnabled: s.is_dashboard_enabled,
    iframe: s.iframe,
    iframeEnabled: s.iframe_enabled,
    price: price(s.price_baisa),
    imageURL: imageUrl(s.image_file),
    serviceCategories: categories.map(toServiceCategory),
  };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

export function catalogService({ db }: Deps) {
  async function getBillerCategories(): Promise<{ categories: Category[] }> {
    const rows = await repo.categoriesWithBillers(db);
    return { categories: rows.map(toCategory) };
  }

  /** Billers with their services and service categories, in three queries whatever the size. */
  async function getBillers(categoryId: number): Promise<{ billers: Biller[] }> {
    const billers = await repo.billers(db, categoryId);
    if (!billers.length) return { billers: [] };
    const [categories, services] = await Promise.all([
      repo.categories(db, [...new Set(billers.map((b) => b.category_id))]),
      repo.servicesOf(
        db,
        billers.map((b) => b.id),
      ),
    ]);
    const serviceCategories = groupBy(
      await repo.serviceCategoriesOf(
        db,
        services.map((s) => s.id),
      ),
      (c) => c.service_id,
    );
    const servicesByBiller = groupBy(services, (s) => s.biller_id);
    const categoryById = new Map(categories.map((c) => [c.id, toCategory(c)]));
    return {
      billers: billers.map((b) => ({
        id: b.id,
        name: b.name,
        arabicName: b.arabic_name,
        categoryId: b.category_id,
        category: categoryById.get(b.category_id)!,
        isUSDBiller: b.is_usd_biller,
        marketingImageUrl: imageUrl(b.marketing_image_file),
        billerMarketingInfos: { imageUrl: imageUrl(b.marketing_image_file), logoUrl: imageUrl(b.logo_file) },
        billerServices: (servicesByBiller.get(b.id) ?? []).map((s) => toService(s, serviceCategories.get(s.id) ?? [])),
      })),
    };
  }

  return { getBillerCategories, getBillers };
}
