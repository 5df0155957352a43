import type { Queryable } from '../../platform/db.ts';

export type DayStatus = 'open' | 'matched' | 'exceptions' | 'closed';

export interface DayRow {
  business_day: string;
  status: DayStatus;
  matched_at: Date | null;
  closed_at: Date | null;
  closed_by: number | null;
  sign_off: { keepOpen: number[]; reason: string } | null;
}

const COLUMNS = `to_char(business_day, 'YYYY-MM-DD') AS business_day, status, matched_at, closed_at, closed_by, sign_off`;

/** A business day's status (migration 044); a closed day's row is frozen by its trigger (045). */
export const dayRepository = {
  async get(q: Queryable, day: string, forUpdate = false): Promise<DayRow | undefined> {
    const rows = await q.query<DayRow>(`SELECT ${COLUMNS} FROM settlement_days WHERE business_day = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
      day,
    ]);
    return rows[0];
  },

  between: (q: Queryable, from: string, to: string) =>
    q.query<DayRow & { open_exceptions: number }>(
      `SELECT ${COLUMNS}, (SELECT count(*) FROM reconciliation_exceptions e WHERE e.business_day = d.business_day AND e.status = 'open')::int AS open_exceptions
         FROM settlement_days d WHERE business_day BETWEEN $1 AND $2 ORDER BY business_day`,
      [from, to],
    ),

  setMatched: (q: Queryable, day: string, status: Exclude<DayStatus, 'closed'>) =>
    q.query(
      `INSERT INTO settlement_days (business_day, status, matched_at) VALUES ($1, $2, now())
       ON CONFLICT (business_day) DO UPDATE SET status = EXCLUDED.status, matched_at = EXCLUDED.matched_at`,
      [day, status],
    ),

  close: (q: Queryable, day: string, staffId: number, signOff: DayRow['sign_off']) =>
    q.query(`UPDATE settlement_days SET status = 'closed', closed_at = now(), closed_by = $2, sign_off = $3 WHERE business_day = $1`, [
      day,
      staffId,
      signOff ? JSON.stringify(signOff) : null,
    ]),
};
