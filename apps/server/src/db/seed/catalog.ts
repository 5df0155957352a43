import type { Queryable } from '../../platform/db.ts';
import { BILLERS, CATEGORIES } from './catalog-data.ts';

/** Brings the biller catalog up to date (reference data: rewritten on every start, by id). */
export async function seedCatalog(q: Queryable): Promise<void> {
  for (const [sort, [id, name, arabicName, shortName]] of CATEGORIES.entries()) {
    await q.query(
      `INSERT INTO biller_categories (id, name, arabic_name, short_name, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, arabic_name = EXCLUDED.arabic_name,
         short_name = EXCLUDED.short_name, sort = EXCLUDED.sort`,
      [id, name, arabicName, shortName, sort],
    );
  }
  for (const [billerSort, b] of BILLERS.entries()) {
    await q.query(
      `INSERT INTO billers (id, category_id, name, arabic_name, is_usd_biller, logo_file, marketing_image_file, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET category_id = EXCLUDED.category_id, name = EXCLUDED.name,
         arabic_name = EXCLUDED.arabic_name, is_usd_biller = EXCLUDED.is_usd_biller, logo_file = EXCLUDED.logo_file,
         marketing_image_file = EXCLUDED.marketing_image_file, sort = EXCLUDED.sort`,
      [b.id, b.categoryId, b.name, b.arabicName, b.isUsdBiller ?? false, `${b.slug}.webp`, `${b.slug}-banner.svg`, billerSort],
    );
    for (const [serviceSort, s] of b.services.entries()) {
      await q.query(
        `INSERT INTO biller_services (id, biller_id, name, arabic_name, type, allowed_decimals, is_bill_details_enabled,
           tool_tip, tool_tip_ar, billing_no_regex, is_billing_no_required, is_dashboard_enabled, image_file, sort)
         VALUES ($1, $2, $3, $4, $5, 3, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (id) DO UPDATE SET biller_id = EXCLUDED.biller_id, name = EXCLUDED.name, arabic_name = EXCLUDED.arabic_name,
           type = EXCLUDED.type, allowed_decimals = EXCLUDED.allowed_decimals,
           is_bill_details_enabled = EXCLUDED.is_bill_details_enabled, tool_tip = EXCLUDED.tool_tip,
           tool_tip_ar = EXCLUDED.tool_tip_ar, billing_no_regex = EXCLUDED.billing_no_regex,
           is_billing_no_required = EXCLUDED.is_billing_no_required, is_dashboard_enabled = EXCLUDED.is_dashboard_enabled,
           image_file = EXCLUDED.image_file, sort = EXCLUDED.sort`,
        [
          s.id,
          b.id,
          s.name,
          s.arabicName,
          s.type,
          s.isBillDetailsEnabled,
          s.toolTip,
          s.toolTipAr,
          s.billingNoRegex,
          s.isBillingNoRequired,
          s.isDashboardEnabled,
          s.image ?? null,
          serviceSort,
        ],
      );
      for (const [categorySort, c] of (s.categories ?? []).entries()) {
        await q.query(
          `INSERT INTO service_categories (id, service_id, name, arabic_name, price_baisa, image_file, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO UPDATE SET service_id = EXCLUDED.service_id, name = EXCLUDED.name,
             arabic_name = EXCLUDED.arabic_name, price_baisa = EXCLUDED.price_baisa, image_file = EXCLUDED.image_file,
             sort = EXCLUDED.sort`,
          [c.id, s.id, c.name, c.arabicName, c.priceBaisa ?? null, c.image ?? null, categorySort],
        );
      }
    }
  }
}
