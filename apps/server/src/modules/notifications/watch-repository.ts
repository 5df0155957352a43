import type { Queryable } from '../../platform/db.ts';
import type { RegisteredBillRow } from '../registered-bills/index.ts';

/** A live registered bill with what its reminders and alerts need: owner's contacts, choices and language. */
export interface WatchedBill extends Pick<
  RegisteredBillRow,
  | 'id'
  | 'customer_id'
  | 'biller_id'
  | 'service_id'
  | 'service_category_id'
  | 'billing_no'
  | 'account_number'
  | 'name'
  | 'limit_consumption_unit'
  | 'due_notification'
  | 'alert_notification'
> {
  service_type: 'PostPaid' | 'PrePaid' | 'External';
  is_dashboard_enabled: boolean;
  service_name: string;
  service_name_ar: string;
  category_short_name: string;
  biller_name: string;
  biller_name_ar: string;
  mobile_no: string;
  email: string | null;
  lang: 'en' | 'ar';
  due_reminders: boolean;
  meter_alerts: boolean;
  reminder_days: number[];
}

export const watchRepository = {
  /**
   * Every live registered bill, in id order, `limit` at a time after `afterId`. The language is the
   * customer's chosen one, else the one of their latest payment, else English.
   */
  page: (q: Queryable, afterId: number, limit: number) =>
    q.query<WatchedBill>(
      `SELECT r.id, r.customer_id, r.biller_id, r.service_id, r.service_category_id, r.billing_no, r.account_number, r.name,
              r.limit_consumption_unit, r.due_notification, r.alert_notification,
              s.type AS service_type, s.is_dashboard_enabled, s.name AS service_name, s.arabic_name AS service_name_ar,
              c.short_name AS category_short_name, b.name AS biller_name, b.arabic_name AS biller_name_ar,
              cu.mobile_no, cu.email,
              coalesce(p.lang, (SELECT lang FROM payments WHERE customer_id = r.customer_id ORDER BY created_at DESC LIMIT 1), 'en') AS lang,
              coalesce(p.due_reminders, true) AS due_reminders, coalesce(p.meter_alerts, true) AS meter_alerts,
              coalesce(p.reminder_days, '{3,0}') AS reminder_days
         FROM registered_bills r
         JOIN biller_services s ON s.id = r.service_id
         JOIN billers b ON b.id = r.biller_id
         JOIN biller_categories c ON c.id = b.category_id
         JOIN customers cu ON cu.id = r.customer_id
         LEFT JOIN notification_preferences p ON p.customer_id = r.customer_id
        WHERE r.deleted_at IS NULL AND r.id > $1
        ORDER BY r.id
        LIMIT $2`,
      [afterId, limit],
    ),

  byId: async (q: Queryable, id: number) => (await watchRepository.page(q, id - 1, 1)).find((b) => b.id === id),
};
