import { one, type Queryable } from '../../platform/db.ts';
import { moveTarget } from './payment-states.ts';
import { linesFromJson, type LineRow, type NewLine, type NewPayment, type PaymentIntent, type PaymentRow } from './payment-rows.ts';

const LINE_COLUMNS = [
  'line_no',
  'biller_id',
  'service_id',
  'service_category_id',
  'biller_name',
  'biller_name_ar',
  'service_name',
  'service_name_ar',
  'category_id',
  'service_type',
  'billing_no',
  'bill_no',
  'due_baisa',
  'paid_baisa',
  'fee_baisa',
  'vat_baisa',
  'tax_baisa',
  'validation_code',
] as const;

export interface InsertedPayment {
  payment: PaymentRow;
  lines: LineRow[];
  /** The inquiries the statement took for the payment (those no payment held). */
  taken: string[];
}

// Built once: the same text every time, so the statement is prepared once per connection (decision 060).
// $21, when not null, is the inquiries the lines' money quotes: the payment is written only if every one
// of them is free, locked by `free` until the statement ends (it then takes them in `t`).
const INSERT_SQL = `WITH free AS (
         SELECT id FROM bill_inquiries WHERE id = ANY($21::text[]) AND payment_id IS NULL FOR UPDATE),
       p AS (
         INSERT INTO payments (id, reference_number, customer_id, kind, method, state, total_baisa, points_baisa, charged_baisa,
                               mobile, email, lang, saved_card_id, pending_nonce, wallet_mobile, idempotency_key, device_id, lease_until)
         SELECT $1, (SELECT 'BP' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(n, greatest(7, length(n)), '0')
                       FROM (SELECT nextval('payment_reference_seq')::text AS n) AS ref),
                $2, $3, $4, $17, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $18
          WHERE $21::text[] IS NULL OR (SELECT count(*) FROM free) = cardinality($21::text[])
         RETURNING *),
       e AS (
         INSERT INTO payment_events (payment_id, from_state, to_state, note)
         SELECT id, NULL, 'created', $16::jsonb FROM p
         UNION ALL
         SELECT id, 'created', state, $19::jsonb FROM p WHERE state <> 'created'),
       -- The payment's owner, creation time and method are copied onto each line for the history index (migration 007).
       l AS (
         INSERT INTO payment_lines (payment_id, customer_id, created_at, method, ${LINE_COLUMNS.join(', ')})
         SELECT p.id, p.customer_id, p.created_at, p.method, ${LINE_COLUMNS.map((c) => `v.${c}`).join(', ')}
           FROM p, json_populate_recordset(NULL::payment_lines, $20::json) AS v
         RETURNING *),
       t AS (
         UPDATE bill_inquiries SET payment_id = $1
          WHERE id IN (SELECT validation_code FROM l WHERE paid_baisa > 0) AND payment_id IS NULL RETURNING id)
       SELECT p.*, (SELECT json_agg(l ORDER BY l.line_no) FROM l) AS written_lines, ARRAY(SELECT id FROM t) AS taken_inquiries FROM p`;

async function write(
  q: Queryable,
  p: NewPayment,
  lines: NewLine[],
  intent: PaymentIntent | undefined,
  onlyIfFree: string[] | null,
): Promise<InsertedPayment | undefined> {
  const state = intent ? moveTarget('created', intent.action) : 'created';
  if (!state) throw new Error(`no payment move '${intent?.action}' from created`);
  const row = await one<PaymentRow & { written_lines: unknown; taken_inquiries: string[] }>(q, INSERT_SQL, [
    p.id,
    p.customer_id,
    p.kind,
    p.method,
    p.total_baisa,
    p.points_baisa,
    p.charged_baisa,
    p.mobile,
    p.email,
    p.lang,
    p.saved_card_id ?? null,
    p.pending_nonce ?? null,
    p.wallet_mobile ?? null,
    p.idempotency_key ?? null,
    p.device_id ?? null,
    JSON.stringify({ lines: lines.length, total: p.total_baisa }),
    state,
    intent?.lease_until ?? null,
    JSON.stringify(intent?.note ?? {}),
    JSON.stringify(lines.map((l) => Object.fromEntries(LINE_COLUMNS.map((c) => [c, l[c]])))),
    onlyIfFree,
  ]);
  if (!row) return undefined;
  const { written_lines, taken_inquiries, ...payment } = row;
  return { payment: payment as PaymentRow, lines: linesFromJson(written_lines), taken: [...new Set(taken_inquiries)] };
}

/**
 * A new payment, its 'created' event and its lines, in one statement (issue 36: one per line, then
 * two, before). With `intent`, the payment is written already moved by that action from 'created' (the
 * wallet's intent to debit), both events recorded: inside the caller's transaction that is the same
 * as inserting and then moving it, without the round trip. The statement also takes the inquiries its
 * lines' money quotes that no payment holds (`taken`); the caller's takeInquiries decides about the
 * rest (inquiry-claims.ts). The lines come back as JSON (one row answers for the payment and its lines):
 * their only timestamp set at creation, created_at, is made a Date again.
 */
export async function insertPayment(q: Queryable, p: NewPayment, lines: NewLine[], intent?: PaymentIntent): Promise<InsertedPayment> {
  return (await write(q, p, lines, intent, null))!;
}

/**
 * insertPayment on its own, outside a transaction (decision 079): the payment is written, taking all
 * its inquiries, only when every inquiry its money quotes is free, a code twice in a basket
 * included; undefined, and nothing written, otherwise (the caller then creates it in a transaction
 * with takeInquiries, which replaces an unsent holder or refuses). BEGIN and COMMIT are two round trips
 * of the three a payment's creation took.
 */
export function insertPaymentIfFree(
  q: Queryable,
  p: NewPayment,
  lines: NewLine[],
  intent?: PaymentIntent,
): Promise<InsertedPayment | undefined> {
  const quoted = lines.filter((l) => l.paid_baisa > 0).map((l) => l.validation_code);
  return write(q, p, lines, intent, quoted);
}
