import type { Queryable } from '../../platform/db.ts';
import type { Holidays } from './business-days.ts';

export interface HolidayRow {
  day: string;
  name_en: string;
  name_ar: string;
}

const DAY = `to_char(day, 'YYYY-MM-DD')`;

/** Public holidays entered by finance (migration 042); a withdrawn one no longer counts. */
export const holidayRepository = {
  async set(q: Queryable): Promise<Holidays> {
    const rows = await q.query<{ day: string }>(`SELECT ${DAY} AS day FROM settlement_holidays WHERE withdrawn_at IS NULL`);
    return new Set(rows.map((r) => r.day));
  },

  between: (q: Queryable, from: string, to: string) =>
    q.query<HolidayRow>(
      `SELECT ${DAY} AS day, name_en, name_ar FROM settlement_holidays
        WHERE withdrawn_at IS NULL AND day BETWEEN $1 AND $2 ORDER BY day`,
      [from, to],
    ),

  /** Adds a holiday, or brings back a withdrawn one with its new names; false when it is already a holiday. */
  async add(q: Queryable, h: HolidayRow, staffId: number): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO settlement_holidays (day, name_en, name_ar, added_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (day) DO UPDATE SET name_en = EXCLUDED.name_en, name_ar = EXCLUDED.name_ar, added_by = EXCLUDED.added_by,
              added_at = now(), withdrawn_by = NULL, withdrawn_at = NULL
        WHERE settlement_holidays.withdrawn_at IS NOT NULL
       RETURNING day`,
      [h.day, h.name_en, h.name_ar, staffId],
    );
    return rows.length > 0;
  },

  async withdraw(q: Queryable, day: string, staffId: number): Promise<boolean> {
    const rows = await q.query(
      `UPDATE settlement_holidays SET withdrawn_by = $2, withdrawn_at = now() WHERE day = $1 AND withdrawn_at IS NULL RETURNING day`,
      [day, staffId],
    );
    return rows.length > 0;
  },
};
