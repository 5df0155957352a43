import { one, type Queryable } from '../../platform/db.ts';

export interface CategoryRow {
  id: number;
  name: string;
  arabic_name: string;
  short_name: string;
}

export interface BillerRow {
  id: number;
  category_id: number;
  name: string;
  arabic_name: string;
  is_usd_biller: boolean;
  logo_file: string | null;
  marketing_image_file: string | null;
}

export interface ServiceRow {
  id: number;
  biller_id: number;
  name: string;
  arabic_name: string;
  type: 'PostPaid' | 'PrePaid' | 'External';
  allowed_decimals: number;
  is_bill_details_enabled: boolean;
  tool_tip: string;
  tool_tip_ar: string;
  billing_no_regex: string | null;
  is_billing_no_required: boolean;
  is_dashboard_enabled: boolean;
  iframe: string | null;
  iframe_enabled: boolean;
  price_baisa: number | null;
  image_file: string | null;
}

export interface ServiceCategoryRow {
  id: number;
  service_id: number;
  name: string;
  arabic_name: string;
  price_baisa: number | null;
  image_file: string | null;
}

const SERVICE_COLUMNS = `s.id, s.biller_id, s.name, s.arabic_name, s.type, s.allowed_decimals, s.is_bill_details_enabled,
  s.tool_tip, s.tool_tip_ar, s.billing_no_regex, s.is_billing_no_required, s.is_dashboard_enabled, s.iframe,
  s.iframe_enabled, s.price_baisa, s.image_file`;

export const catalogRepository = {
  /** Only categories with an enabled biller: an empty tab would lead nowhere. */
  categoriesWithBillers: (q: Queryable) =>
    q.query<CategoryRow>(
      `SELECT c.id, c.name, c.arabic_name, c.short_name FROM biller_categories c
       WHERE EXISTS (SELECT 1 FROM billers b WHERE b.category_id = c.id AND b.enabled)
       ORDER BY c.sort, c.id`,
    ),

  /** A service with its biller's names, when the service is the biller's (the last-bill invoice). */
  serviceOfBiller: (q: Queryable, serviceId: number, billerId: number) =>
    one<{
      type: 'PostPaid' | 'PrePaid' | 'External';
      biller_name: string;
      biller_name_ar: string;
      name: string;
      arabic_name: string;
      is_bill_details_enabled: boolean;
    }>(
      q,
      `SELECT s.type, s.name, s.arabic_name, s.is_bill_details_enabled, b.name AS biller_name, b.arabic_name AS biller_name_ar
         FROM biller_services s JOIN billers b ON b.id = s.biller_id WHERE s.id = $1 AND b.id = $2`,
      [serviceId, billerId],
    ),

  categories: (q: Queryable, ids: number[]) =>
    q.query<CategoryRow>('SELECT id, name, arabic_name, short_name FROM biller_categories WHERE id = ANY($1)', [ids]),

  /** categoryId 0 means every category. */
  billers: (q: Queryable, categoryId: number) =>
    q.query<BillerRow>(
      `SELECT b.id, b.category_id, b.name, b.arabic_name, b.is_usd_biller, b.logo_file, b.marketing_image_file
       FROM billers b JOIN biller_categories c ON c.id = b.category_id
       WHERE b.enabled AND ($1 = 0 OR b.category_id = $1)
       ORDER BY c.sort, b.sort, b.id`,
      [categoryId],
    ),

  servicesOf: (q: Queryable, billerIds: number[]) =>
    q.query<ServiceRow>(
      `SELECT ${SERVICE_COLUMNS} FROM biller_services s WHERE s.enabled AND s.biller_id = ANY($1) ORDER BY s.sort, s.id`,
      [billerIds],
    ),

  serviceCategoriesOf: (q: Queryable, serviceIds: number[]) =>
    q.query<ServiceCategoryRow>(
      `SELECT id, service_id, name, arabic_name, price_baisa, image_file FROM service_categories
       WHERE service_id = ANY($1) ORDER BY sort, id`,
      [serviceIds],
    ),

  biller: (q: Queryable, id: number) =>
    one<BillerRow>(
      q,
      'SELECT id, category_id, name, arabic_name, is_usd_biller, logo_file, marketing_image_file FROM billers WHERE id = $1 AND enabled',
      [id],
    ),

  service: (q: Queryable, id: number) =>
    one<ServiceRow>(q, `SELECT ${SERVICE_COLUMNS} FROM biller_services s WHERE s.id = $1 AND s.enabled`, [id]),

  /**
   * Whether the biller is enabled, and the enabled service of that id (whichever biller it belongs to),
   * in one statement (an inquiry's first read, issue 36).
   */
  async billerAndService(q: Queryable, billerId: number, serviceId: number): Promise<{ billerEnabled: boolean; service?: ServiceRow }> {
    const row = await one<ServiceRow & { biller_enabled: boolean }>(
      q,
      `SELECT ${SERVICE_COLUMNS}, EXISTS (SELECT 1 FROM billers WHERE id = $1 AND enabled) AS biller_enabled
         FROM (SELECT 1) AS one LEFT JOIN biller_services s ON s.id = $2 AND s.enabled`,
      [billerId, serviceId],
    );
    const { biller_enabled, ...service } = row!;
    return { billerEnabled: biller_enabled, service: service.id == null ? undefined : service };
  },
};
