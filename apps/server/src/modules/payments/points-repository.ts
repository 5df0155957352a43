import { one, type Queryable } from '../../platform/db.ts';

/** Loyalty points, held as their cash value in baisa. 1% of the money a signed-in customer pays is earned. */
export const pointsRepository = {
  async balance(q: Queryable, customerId: number): Promise<number> {
    const row = await one<{ points_baisa: number }>(q, 'SELECT points_baisa FROM customer_points WHERE customer_id = $1', [customerId]);
    return row?.points_baisa ?? 0;
  },

  /**
   * Takes up to `wanted` from the balance; answers what was taken. Call inside a transaction: the row
   * is locked, so concurrent payments take from the balance one after another, never below zero.
   */
  async take(q: Queryable, customerId: number, wanted: number): Promise<number> {
    const row = await one<{ points_baisa: number }>(q, 'SELECT points_baisa FROM customer_points WHERE customer_id = $1 FOR UPDATE', [
      customerId,
    ]);
    const taken = Math.min(row?.points_baisa ?? 0, wanted);
    if (taken > 0) await q.query('UPDATE customer_points SET points_baisa = points_baisa - $2 WHERE customer_id = $1', [customerId, taken]);
    return taken;
  },

  add: (q: Queryable, customerId: number, amount: number) =>
    q.query(
      `INSERT INTO customer_points (customer_id, points_baisa) VALUES ($1, $2)
       ON CONFLICT (customer_id) DO UPDATE SET points_baisa = customer_points.points_baisa + EXCLUDED.points_baisa`,
      [customerId, amount],
    ),

  /** The points a payment earns: 1% of what the customer paid with money, net of refunds; never of what points paid. */
  earnedOn: (moneyPaid: number) => Math.floor(Math.max(0, moneyPaid) / 100),

  earn: (q: Queryable, customerId: number, moneyPaid: number) => pointsRepository.add(q, customerId, pointsRepository.earnedOn(moneyPaid)),
};
