/**
 * Money asked of a provider and the payment not finished: payments' SENT_STATES (payment-states.ts),
 * named here as this module may not reach into payments (which reads this module's inquiries).
 */
export const PROCESSING_STATES: readonly string[] = ['authorizing', 'awaiting_gateway', 'authorized'];
const WINDOW_HOURS = 24;

export interface RecentPaymentRow {
  state: string;
  customer_id: number | null;
  device_id: string | null;
  amount_baisa: number;
  at: Date;
}

/**
 * The newest payment of a biller's account still being processed, or posted in the last 24 hours; not one
 * that quotes `exceptInquiry` (an inquiry is paid once anyway: inquiry-claims.ts answers that more exactly).
 * A subquery over SQL expressions of the caller's: its parameters, or a lateral join's columns (a payment's
 * pricing reads it with the inquiry, issue 36).
 */
export const newestPaymentSql = (on: { billerId: string; billingNo: string; exceptInquiry: string; states: string; hours: string }) =>
  `SELECT p.state, p.customer_id, p.device_id,
          (l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa)::int AS amount_baisa,
          COALESCE(l.posted_at, p.completed_at, p.created_at) AS at
     FROM payment_lines l JOIN payments p ON p.id = l.payment_id
    WHERE l.biller_id = ${on.billerId} AND l.billing_no = ${on.billingNo} AND l.billing_no <> '' AND l.paid_baisa > 0
      AND (${on.exceptInquiry}::text IS NULL OR l.validation_code <> ${on.exceptInquiry})
      AND (p.state = ANY(${on.states}::text[])
           OR (p.state IN ('completed', 'partially_completed') AND l.status = 'posted'
               AND COALESCE(l.posted_at, p.completed_at) > now() - make_interval(hours => ${on.hours})))
    ORDER BY l.created_at DESC LIMIT 1`;

/** The parameters newestPaymentSql's `states` and `hours` stand for. */
export const NEWEST_PAYMENT_PARAMS = [PROCESSING_STATES, WINDOW_HOURS] as const;
