import { one, type Queryable } from '../../platform/db.ts';

export interface CustomerRow {
  id: number;
  kind: 'individual' | 'company';
  user_name: string | null;
  mobile_no: string;
  email: string | null;
  first_name: string | null;
  second_name: string | null;
  third_name: string | null;
  last_name: string | null;
  first_name_ar: string | null;
  second_name_ar: string | null;
  third_name_ar: string | null;
  last_name_ar: string | null;
  contact_person_name: string | null;
  contact_person_job_title: string | null;
  address: string | null;
  address2: string | null;
  document_type: 'CNID' | 'NID' | 'PASSPORT';
  document_no: string;
  date_of_birth: Date | string | null;
  nat_country: string | null;
  residence_country: string | null;
  password_hash: string | null;
  must_change_password: boolean;
}

export type NewCustomer = Omit<CustomerRow, 'id' | 'password_hash' | 'must_change_password' | 'date_of_birth'> & {
  date_of_birth: string | null;
  password_hash?: string | null;
  must_change_password?: boolean;
};

/** The columns a profile save may change; everything else on the customer's row stays as it is. */
export const PROFILE_FIELDS = [
  'mobile_no',
  'email',
  'first_name',
  'second_name',
  'third_name',
  'last_name',
  'first_name_ar',
  'second_name_ar',
  'third_name_ar',
  'last_name_ar',
  'contact_person_name',
  'contact_person_job_title',
  'document_type',
  'document_no',
  'date_of_birth',
  'nat_country',
  'residence_country',
] as const satisfies ReadonlyArray<keyof NewCustomer>;

/** Every column a new customer's row is written with. */
const COLUMNS = ['kind', 'user_name', ...PROFILE_FIELDS, 'address', 'address2', 'password_hash', 'must_change_password'] as const;

export const customerRepository = {
  byId: (q: Queryable, id: number) => one<CustomerRow>(q, 'SELECT * FROM customers WHERE id = $1', [id]),

  individualByMobile: (q: Queryable, mobile: string) =>
    one<CustomerRow>(q, `SELECT * FROM customers WHERE kind = 'individual' AND mobile_no = $1`, [mobile]),

  byUserName: (q: Queryable, userName: string) =>
    one<CustomerRow>(q, 'SELECT * FROM customers WHERE user_name = $1', [userName.toLowerCase()]),

  byDocument: (q: Queryable, documentType: string, documentNo: string) =>
    one<CustomerRow>(q, 'SELECT * FROM customers WHERE document_type = $1 AND upper(document_no) = upper($2)', [documentType, documentNo]),

  async insert(q: Queryable, c: NewCustomer): Promise<number> {
    const values = COLUMNS.map((col) => (c as Record<string, unknown>)[col] ?? null);
    values[COLUMNS.indexOf('must_change_password')] = c.must_change_password ?? false;
    const params = COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
    const row = await one<{ id: number }>(q, `INSERT INTO customers (${COLUMNS.join(', ')}) VALUES (${params}) RETURNING id`, values);
    return row!.id;
  },

  async setPassword(q: Queryable, id: number, passwordHash: string): Promise<void> {
    await q.query('UPDATE customers SET password_hash = $2, must_change_password = false, updated_at = now() WHERE id = $1', [
      id,
      passwordHash,
    ]);
  },

  async setUserName(q: Queryable, id: number, userName: string): Promise<void> {
    await q.query('UPDATE customers SET user_name = $2, updated_at = now() WHERE id = $1', [id, userName.toLowerCase()]);
  },
};

export function fullName(c: CustomerRow, lang: 'en' | 'ar'): string {
  const parts =
    lang === 'ar'
      ? [c.first_name_ar, c.second_name_ar, c.third_name_ar, c.last_name_ar]
      : [c.first_name, c.second_name, c.third_name, c.last_name];
  const name = parts.filter(Boolean).join(' ');
  if (name) return name;
  return [c.first_name, c.second_name, c.third_name, c.last_name].filter(Boolean).join(' ');
}
