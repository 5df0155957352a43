import { one, type Queryable } from '../../platform/db.ts';

export interface RegisteredBillRow {
  id: number;
  customer_id: number;
  biller_id: number;
  service_id: number;
  service_category_id: number | null;
  billing_no: string;
  bill_no: string;
  name: string;
  account_number: string | null;
  ownership: string | null;
  limit_consumption: number | null;
  limit_consumption_unit: number | null;
  due_notification: 'SMS' | 'Email';
  alert_notification: 'SMS' | 'Email';
}

/** A bill with the catalog names the list shows. */
export interface RegisteredBillView extends RegisteredBillRow {
  biller_name: string;
  biller_name_ar: string;
  category_id: number;
  service_name: string;
  service_name_ar: string;
  service_type: 'PostPaid' | 'PrePaid' | 'External';
  is_dashboard_enabled: boolean;
  category_name: string | null;
  category_name_ar: string | null;
}

export type NewRegisteredBill = Omit<RegisteredBillRow, 'id'>;

const VIEW = `
  SELECT r.id, r.customer_id, r.biller_id, r.service_id, r.service_category_id, r.billing_no, r.bill_no, r.name,
         r.account_number, r.ownership, r.limit_consumption, r.limit_consumption_unit, r.due_notification, r.alert_notification,
         b.name AS biller_name, b.arabic_name AS biller_name_ar, b.category_id,
         s.name AS service_name, s.arabic_name AS service_name_ar, s.type AS service_type, s.is_dashboard_enabled,
         sc.name AS category_name, sc.arabic_name AS category_name_ar
    FROM registered_bills r
    JOIN billers b ON b.id = r.biller_id
    JOIN biller_services s ON s.id = r.service_id
    LEFT JOIN service_categories sc ON sc.id = r.service_category_id`;

const COLUMNS = [
  'customer_id',
  'biller_id',
  'service_id',
  'service_category_id',
  'billing_no',
  'bill_no',
  'name',
  'account_number',
  'ownership',
  'limit_consumption',
  'limit_consumption_unit',
  'due_notification',
  'alert_notification',
] as const satisfies ReadonlyArray<keyof NewRegisteredBill>;

/** Every read and write names its owner: no statement here can reach another customer's bill. */
export const registeredBillRepository = {
  list: (q: Queryable, customerId: number) =>
    q.query<RegisteredBillView>(`${VIEW} WHERE r.customer_id = $1 AND r.deleted_at IS NULL ORDER BY r.id`, [customerId]),

  owned: (q: Queryable, customerId: number, id: number) =>
    one<RegisteredBillView>(q, `${VIEW} WHERE r.id = $1 AND r.customer_id = $2 AND r.deleted_at IS NULL`, [id, customerId]),

  async count(q: Queryable, customerId: number): Promise<number> {
    const row = await one<{ n: number }>(
      q,
      'SELECT count(*)::int AS n FROM registered_bills WHERE customer_id = $1 AND deleted_at IS NULL',
      [customerId],
    );
    return Number(row?.n ?? 0);
  },

  /** The new bill's id, or undefined when the customer already has this bill (the unique index decides). */
  async insert(q: Queryable, bill: NewRegisteredBill): Promise<number | undefined> {
    const row = await one<{ id: number }>(
      q,
      `INSERT INTO registered_bills (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (customer_id, biller_id, service_id, billing_no, coalesce(service_category_id, 0)) WHERE deleted_at IS NULL DO NOTHING
       RETURNING id`,
      COLUMNS.map((c) => bill[c]),
    );
    return row?.id;
  },

  async rename(q: Queryable, customerId: number, id: number, name: string): Promise<boolean> {
    const rows = await q.query(
      'UPDATE registered_bills SET name = $3, updated_at = now() WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING id',
      [id, customerId, name],
    );
    return rows.length > 0;
  },

  async softDelete(q: Queryable, customerId: number, id: number): Promise<boolean> {
    const rows = await q.query(
      'UPDATE registered_bills SET deleted_at = now(), updated_at = now() WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING id',
      [id, customerId],
    );
    return rows.length > 0;
  },

  /** The customer's postpaid bills, oldest first, at most `limit` (the dashboard's outstanding total). */
  postpaid: (q: Queryable, customerId: number, limit: number) =>
    q.query<{ biller_id: number; service_id: number; billing_no: string }>(
      `SELECT r.biller_id, r.service_id, r.billing_no FROM registered_bills r JOIN biller_services s ON s.id = r.service_id
        WHERE r.customer_id = $1 AND r.deleted_at IS NULL AND s.type = 'PostPaid' ORDER BY r.id LIMIT $2`,
      [customerId, limit],
    ),
};
