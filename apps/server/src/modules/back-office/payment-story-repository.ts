import { one, type Queryable } from '../../platform/db.ts';

export interface PaymentRecord {
  id: string;
  reference_number: string;
  state: string;
  method: string;
  kind: string;
  lang: string;
  customer_id: number | null;
  total_baisa: number;
  charged_baisa: number;
  points_baisa: number;
  refunded_baisa: number;
  points_refunded_baisa: number;
  card_brand: string | null;
  card_last4: string | null;
  gateway_payment_id: string | null;
  created_at: Date;
  completed_at: Date | null;
  failure_en: string | null;
  failure_ar: string | null;
  mobile: string | null;
  email: string | null;
  name: string | null;
}

/** The payment and the customer details it names, in the clear: only masked or revealed leave this module. */
export function loadPayment(q: Queryable, paymentId: string): Promise<PaymentRecord | undefined> {
  return one<PaymentRecord>(
    q,
    `SELECT p.*, COALESCE(p.mobile, c.mobile_no, p.wallet_mobile) AS mobile, COALESCE(p.email, c.email) AS email,
            NULLIF(concat_ws(' ', c.first_name, c.last_name), '') AS name
       FROM payments p LEFT JOIN customers c ON c.id = p.customer_id
      WHERE p.id = $1 OR p.reference_number = $1`,
    [paymentId],
  );
}

/** Everything recorded about one payment: its lines, state events, messages and staff actions on it. */
export async function storyRows(q: Queryable, paymentId: string, target: string) {
  const [lines, events, notices, staff] = await Promise.all([
    q.query<Record<string, unknown>>('SELECT * FROM payment_lines WHERE payment_id = $1 ORDER BY line_no', [paymentId]),
    q.query<{ from_state: string | null; to_state: string; note: unknown; at: Date }>(
      'SELECT from_state, to_state, note, at FROM payment_events WHERE payment_id = $1 ORDER BY id',
      [paymentId],
    ),
    q.query<{ kind: string; channel: string; status: string; created_at: Date; delivered_at: Date | null }>(
      `SELECT kind, channel, status, created_at, delivered_at FROM notifications WHERE subject->>'paymentId' = $1 ORDER BY id`,
      [paymentId],
    ),
    q.query<{ at: Date; actor: string; action: string; outcome: string; detail: unknown }>(
      `SELECT at, actor, action, outcome, detail FROM staff_audit WHERE target = $1 ORDER BY seq`,
      [target],
    ),
  ]);
  return { lines, events, notices, staff };
}
