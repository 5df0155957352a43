import { one, type Queryable } from '../../platform/db.ts';

export interface MeterAccountRow {
  billing_no: string;
  account_number: string | null;
  limit_consumption_unit: number | null;
  is_dashboard_enabled: boolean;
  category_short_name: string;
  service_name: string;
}

export interface AdRow {
  id: number;
  title: string;
  title_ar: string;
  image_file: string;
  image_file_ar: string;
  link: string | null;
  is_default: boolean;
}

export const dashboardRepository = {
  /**
   * The customer's live registered bill with this billing or account number (a metered one first);
   * the owner is part of the statement, so another customer's number finds nothing.
   */
  meterAccount: (q: Queryable, customerId: number, accountNo: string) =>
    one<MeterAccountRow>(
      q,
      `SELECT r.billing_no, r.account_number, r.limit_consumption_unit, s.is_dashboard_enabled, c.short_name AS category_short_name, s.name AS service_name
         FROM registered_bills r
         JOIN biller_services s ON s.id = r.service_id
         JOIN billers b ON b.id = r.biller_id
         JOIN biller_categories c ON c.id = b.category_id
        WHERE r.customer_id = $1 AND r.deleted_at IS NULL AND (upper(r.billing_no) = $2 OR upper(r.account_number) = $2)
        ORDER BY s.is_dashboard_enabled DESC, r.id
        LIMIT 1`,
      [customerId, accountNo],
    ),

  /** Running campaigns (today inside their dates) and the default ads, in slider order. */
  ads: (q: Queryable) =>
    q.query<AdRow>(
      `SELECT id, title, title_ar, image_file, image_file_ar, link, is_default
         FROM dashboard_ads
        WHERE active AND (starts_on IS NULL OR starts_on <= current_date) AND (ends_on IS NULL OR ends_on >= current_date)
        ORDER BY sort, id`,
    ),
};
