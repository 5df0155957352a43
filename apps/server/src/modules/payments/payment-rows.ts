import type { PaymentAction, PaymentState } from './payment-states.ts';

/** A payment and its lines as the database holds them (migration 005 and later), and what a new one needs. */
export interface PaymentRow {
  id: string;
  reference_number: string;
  customer_id: number | null;
  kind: 'one_time' | 'bulk' | 'gift';
  method: 'Wallet' | 'CreditCard';
  state: PaymentState;
  total_baisa: number;
  points_baisa: number;
  charged_baisa: number;
  refunded_baisa: number;
  points_refunded_baisa: number;
  mobile: string | null;
  email: string | null;
  lang: 'en' | 'ar';
  saved_card_id: number | null;
  pending_nonce: string | null;
  gateway_payment_id: string | null;
  /** The paying card's last four digits and brand, as the gateway reported them (migration 015). */
  card_last4: string | null;
  card_brand: string | null;
  wallet_mobile: string | null;
  return_url: string | null;
  failure_en: string | null;
  failure_ar: string | null;
  /** deviceInfo.deviceID of the browser that made it (migration 021, issue 35). */
  device_id: string | null;
  lease_until: Date | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export interface LineRow {
  payment_id: string;
  line_no: number;
  biller_id: number;
  service_id: number;
  service_category_id: number | null;
  biller_name: string;
  biller_name_ar: string;
  service_name: string;
  service_name_ar: string;
  category_id: number | null;
  service_type: string;
  billing_no: string;
  bill_no: string;
  due_baisa: number;
  paid_baisa: number;
  fee_baisa: number;
  vat_baisa: number;
  tax_baisa: number;
  validation_code: string;
  status: 'pending' | 'posted' | 'failed' | 'refunded';
  biller_trx_id: string | null;
  voucher_code: string | null;
  posted_at: Date | null;
  failure_en: string | null;
  failure_ar: string | null;
  post_attempts: number;
  next_post_at: Date | null;
  /** Given back on this line by staff refunds after it was posted (migration 046, issue 31 §5). */
  refunded_baisa: number;
}

/** What a line costs the payer: the amount its biller is paid, and the fee, VAT and tax on it. */
export const lineTotal = (l: Pick<LineRow, 'paid_baisa' | 'fee_baisa' | 'vat_baisa' | 'tax_baisa'>) =>
  l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa;

export type NewPayment = Pick<
  PaymentRow,
  'id' | 'customer_id' | 'kind' | 'method' | 'total_baisa' | 'points_baisa' | 'charged_baisa' | 'mobile' | 'email' | 'lang'
> &
  Partial<Pick<PaymentRow, 'saved_card_id' | 'pending_nonce' | 'wallet_mobile' | 'device_id'>> & { idempotency_key?: string | null };

export type NewLine = Omit<
  LineRow,
  | 'payment_id'
  | 'status'
  | 'biller_trx_id'
  | 'voucher_code'
  | 'posted_at'
  | 'failure_en'
  | 'failure_ar'
  | 'post_attempts'
  | 'next_post_at'
  | 'refunded_baisa'
>;

/**
 * Another write a payment's move carries as one of its WITH parts, made only when the payment moved (a
 * receipt queued with the move that ends the payment, issue 36): `param` numbers a value and answers its
 * placeholder, `moved` is the SQL condition to put in its WHERE.
 */
export type MoveFollowUp = (param: (value: unknown) => string, moved: string) => string;

/** A payment written already moved from 'created' (insert): the move, its event's note, the lease. */
export interface PaymentIntent {
  action: PaymentAction<'created'>;
  note: Record<string, unknown>;
  lease_until?: Date;
}

/**
 * Lines that came back as JSON with their payment (one row answers for both): PGlite and pg parse the
 * json (a driver that does not hands the text over); their timestamps are made Dates again, as a
 * SELECT of the table gives them.
 */
export function linesFromJson(value: unknown): LineRow[] {
  const lines = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return lines.map(
    (l) =>
      ({ ...l, created_at: date(l.created_at), posted_at: date(l.posted_at), next_post_at: date(l.next_post_at) }) as unknown as LineRow,
  );
}
