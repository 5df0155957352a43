import { one, type Queryable } from '../../platform/db.ts';
import { NEWEST_PAYMENT_PARAMS, newestPaymentSql, type RecentPaymentRow } from './recent-payment-repository.ts';

/** How long an inquiry's amounts may be paid before the customer must inquire again. */
export const INQUIRY_TTL_MINUTES = 30;

/** A stored inquiry: the authoritative amounts (baisa) a payment of this bill must use. */
export interface InquiryRow {
  id: string;
  biller_id: number;
  service_id: number;
  service_type: 'PostPaid' | 'PrePaid' | 'External';
  service_category_id: number | null;
  billing_no: string;
  bill_no: string;
  due_baisa: number;
  fee_baisa: number;
  vat_baisa: number;
  tax_baisa: number;
  debt_recovered_baisa: number;
  allow_partial: boolean;
  min_baisa: number;
  max_baisa: number;
  customer_name: string;
  customer_name_ar: string;
  account: string;
  due_date: string | null;
  created_at: Date;
  expires_at: Date;
}

export type NewInquiry = Omit<InquiryRow, 'created_at' | 'expires_at'>;

const COLUMNS = [
  'id',
  'biller_id',
  'service_id',
  'service_type',
  'service_category_id',
  'billing_no',
  'bill_no',
  'due_baisa',
  'fee_baisa',
  'vat_baisa',
  'tax_baisa',
  'debt_recovered_baisa',
  'allow_partial',
  'min_baisa',
  'max_baisa',
  'customer_name',
  'customer_name_ar',
  'account',
  'due_date',
] as const satisfies ReadonlyArray<keyof NewInquiry>;

/**
 * Keeps an inquiry, and in the same statement answers the bill's newest payment to warn of
 * (recent-payment-repository.ts; undefined when none).
 */
export function insertInquiry(q: Queryable, inquiry: NewInquiry): Promise<RecentPaymentRow | undefined> {
  const params = COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
  const values = COLUMNS.map((c) => inquiry[c]);
  const n = values.length;
  const at = (c: (typeof COLUMNS)[number]) => `$${COLUMNS.indexOf(c) + 1}`;
  // The database clock sets the expiry, so every server process agrees on it. The inquiry's own row is not
  // seen by the read (one snapshot), and it quotes no payment yet anyway.
  return one<RecentPaymentRow>(
    q,
    `WITH kept AS (INSERT INTO bill_inquiries (${COLUMNS.join(', ')}, expires_at)
                   VALUES (${params}, now() + make_interval(mins => ${INQUIRY_TTL_MINUTES})))
     ${newestPaymentSql({ billerId: at('biller_id'), billingNo: at('billing_no'), exceptInquiry: 'NULL', states: `$${n + 1}`, hours: `$${n + 2}` })}`,
    [...values, ...NEWEST_PAYMENT_PARAMS],
  );
}

/** The inquiry a payment quotes by its validationCode; undefined when unknown or expired. */
export function findInquiry(q: Queryable, validationCode: string): Promise<InquiryRow | undefined> {
  return one<InquiryRow>(q, 'SELECT * FROM bill_inquiries WHERE id = $1 AND expires_at > now()', [validationCode]);
}

/** The catalog names a payment copies from its inquiry's biller and service (so its receipts never change), and the denomination bought. */
export interface InquiryNames {
  names_biller: string;
  names_biller_ar: string;
  names_service: string;
  names_service_ar: string;
  names_category_id: number | null;
  names_usd: boolean;
  names_denomination: string | null;
  names_denomination_ar: string | null;
  /** Held by a payment in a state other than the caller's `freeStates` (one that reached a provider). */
  held_past: boolean;
}

/** The payment of the same bill to warn of (recent-payment-repository.ts), read with the inquiry; nulls when none. */
export interface InquiryRecentPayment {
  recent_state: string | null;
  recent_customer_id: number | null;
  recent_device_id: string | null;
  recent_amount_baisa: number | null;
  recent_at: Date | null;
}

/**
 * findInquiry and the catalog names of its biller and service in one statement (a payment's pricing,
 * issue 36); undefined when the inquiry is unknown or expired, or its biller or service is gone. With
 * `recentPayment`, the same statement also reads the bill's newest payment to warn of (issue 35), for
 * every biller but gift cards (the same card bought twice is two cards).
 */
export function findInquiryWithNames(
  q: Queryable,
  validationCode: string,
  freeStates: readonly string[],
  opts: { recentPayment?: boolean } = {},
): Promise<(InquiryRow & InquiryNames & Partial<InquiryRecentPayment>) | undefined> {
  const recent = opts.recentPayment
    ? {
        columns: `, r.state AS recent_state, r.customer_id AS recent_customer_id, r.device_id AS recent_device_id,
                    r.amount_baisa AS recent_amount_baisa, r.at AS recent_at`,
        join: `LEFT JOIN LATERAL (${newestPaymentSql({ billerId: 'i.biller_id', billingNo: 'i.billing_no', exceptInquiry: 'i.id', states: '$3', hours: '$4' })}) AS r
                 ON NOT b.is_usd_biller`,
        params: NEWEST_PAYMENT_PARAMS,
      }
    : { columns: '', join: '', params: [] };
  return one<InquiryRow & InquiryNames & Partial<InquiryRecentPayment>>(
    q,
    `SELECT i.*, b.name AS names_biller, b.arabic_name AS names_biller_ar, s.name AS names_service, s.arabic_name AS names_service_ar,
            b.category_id AS names_category_id, b.is_usd_biller AS names_usd, sc.name AS names_denomination, sc.arabic_name AS names_denomination_ar,
            EXISTS (SELECT 1 FROM payments p WHERE p.id = i.payment_id AND p.state <> ALL($2::text[])) AS held_past${recent.columns}
       FROM bill_inquiries i
       JOIN billers b ON b.id = i.biller_id
       JOIN biller_services s ON s.biller_id = b.id AND s.id = i.service_id
       LEFT JOIN service_categories sc ON sc.id = i.service_category_id AND sc.service_id = s.id
       ${recent.join}
      WHERE i.id = $1 AND i.expires_at > now()`,
    [validationCode, [...freeStates], ...recent.params],
  );
}
