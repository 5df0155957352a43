import { one, type Queryable } from '../../platform/db.ts';

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

export async function insertInquiry(q: Queryable, inquiry: NewInquiry): Promise<void> {
  const params = COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
  // The database clock sets the expiry, so every server process agrees on it.
  await q.query(
    `INSERT INTO bill_inquiries (${COLUMNS.join(', ')}, expires_at)
     VALUES (${params}, now() + make_interval(mins => ${INQUIRY_TTL_MINUTES}))`,
    COLUMNS.map((c) => inquiry[c]),
  );
}

/** The inquiry a payment quotes by its validationCode; undefined when unknown or expired. */
export function findInquiry(q: Queryable, validationCode: string): Promise<InquiryRow | undefined> {
  return one<InquiryRow>(q, 'SELECT * FROM bill_inquiries WHERE id = $1 AND expires_at > now()', [validationCode]);
}
