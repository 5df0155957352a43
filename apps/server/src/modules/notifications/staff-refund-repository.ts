import { one, type Queryable } from '../../platform/db.ts';

/** What a refund notice reads of the refund it is about (the refunds module owns the table, migration 046). */
export const staffRefundRepository = {
  byId: (q: Queryable, id: string) =>
    one<{ amount_baisa: number; points_baisa: number; earned_points_taken_baisa: number; state: string }>(
      q,
      'SELECT amount_baisa, points_baisa, earned_points_taken_baisa, state FROM refunds WHERE id = $1',
      [id],
    ),
};
