import { one, type Queryable } from '../../platform/db.ts';
import { PROFILE_FIELDS, type CustomerRow } from './customer-repository.ts';
import type { ProfileUpdate } from './profile-rules.ts';

/** A customer row with its birth date as YYYY-MM-DD text (pg would turn a date into a local-time Date). */
export type ProfileRow = CustomerRow & { birth_date: string | null };

/** The columns a profile save may change: the same list a new customer is written with, so the two never disagree. */
const EDITABLE = PROFILE_FIELDS;

/** Every query here is by the session's customer id; the service never passes another. */
export const profileRepository = {
  byId: (q: Queryable, id: number) =>
    one<ProfileRow>(q, `SELECT *, to_char(date_of_birth, 'YYYY-MM-DD') AS birth_date FROM customers WHERE id = $1`, [id]),

  /** Another customer holding this document (the pair is unique across customers). */
  documentHolder: (q: Queryable, id: number, documentType: string, documentNo: string) =>
    one<{ id: number }>(q, 'SELECT id FROM customers WHERE document_type = $1 AND upper(document_no) = upper($2) AND id <> $3', [
      documentType,
      documentNo,
      id,
    ]),

  async update(q: Queryable, id: number, update: ProfileUpdate): Promise<void> {
    const sets = EDITABLE.map((col, i) => `${col} = $${i + 2}`).join(', ');
    await q.query(`UPDATE customers SET ${sets}, updated_at = now() WHERE id = $1`, [id, ...EDITABLE.map((col) => update[col])]);
  },
};
