import type { Queryable } from '../../platform/db.ts';
import { OPEN_STATES, sqlList } from '../payments/index.ts';

export interface StuckPaymentRecord {
  id: string;
  reference_number: string;
  state: string;
  method: string;
  total_baisa: number | string;
  updated_at: Date;
}

const COLUMNS = 'id, reference_number, state, method, total_baisa, updated_at';

export const stuckRepository = {
  /** Open payments that have not moved since `cutoff`, longest waiting first. */
  openSince: (q: Queryable, cutoff: Date) =>
    q.query<StuckPaymentRecord>(
      `SELECT ${COLUMNS} FROM payments WHERE state IN ${sqlList(OPEN_STATES)} AND updated_at < $1 ORDER BY updated_at LIMIT 200`,
      [cutoff],
    ),
  byIds: (q: Queryable, ids: string[]) => q.query<StuckPaymentRecord>(`SELECT ${COLUMNS} FROM payments WHERE id = ANY($1::text[])`, [ids]),
};
