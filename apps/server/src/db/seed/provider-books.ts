import type { Queryable } from '../../platform/db.ts';

/**
 * What the sandbox providers recorded of one seeded payment, as the payment flows would have left it in
 * their books: the biller network's postings (sandbox_biller_postings) and, for a card payment, the
 * gateway's captured payment with its events (gw_payments, gw_payment_events). Their statement files are
 * drawn from these books (docs/settlement-files.md), so a past banking day of the demo has files to
 * match. Read from the rows just written, so the amounts and instants are the ledger's own.
 * The payment keeps no gateway_payment_id: the seeded history stays outside the ledger check and the
 * payment flows (ledger-repository.ts leaves it out).
 */
export async function seedProviderBooks(q: Queryable, paymentId: string): Promise<void> {
  await q.query(
    `INSERT INTO sandbox_biller_postings (reference, biller_id, service_id, billing_no, amount_baisa, biller_trx_id, created_at)
     SELECT l.payment_id || ':' || l.line_no || ':post', l.biller_id, l.service_id, l.billing_no, l.paid_baisa, l.biller_trx_id, l.posted_at
       FROM payment_lines l WHERE l.payment_id = $1 AND l.status = 'posted' AND l.paid_baisa > 0`,
    [paymentId],
  );
  const [p] = await q.query<{
    method: string;
    state: string;
    charged: number;
    refunded: number;
    created_at: Date;
    completed_at: Date | null;
  }>(
    `SELECT method, state, charged_baisa::bigint AS charged, refunded_baisa::bigint AS refunded, created_at, completed_at
       FROM payments WHERE id = $1`,
    [paymentId],
  );
  if (!p || p.method !== 'CreditCard' || !p.completed_at || Number(p.charged) <= 0) return;
  const gatewayId = `gw_seed_${paymentId}`;
  const refunded = Number(p.refunded);
  await q.query(
    `INSERT INTO gw_payments (id, status, amount, currency, reference, return_url, bin, last4, brand, exp_month, exp_year, name,
                              refunded_amount, created_at, updated_at)
     VALUES ($1, $2, $3, 512, $4, '/BillPaymentClient/ConfirmPayment', '411111', '1111', 'visa', '12', '2030', 'DEMO CUSTOMER', $5, $6, $7)`,
    [gatewayId, refunded > 0 ? 'refunded' : 'captured', p.charged, paymentId, refunded, p.created_at, p.completed_at],
  );
  const events: [string | null, string, number | null][] = [
    [null, 'authorized', Number(p.charged)],
    ['authorized', 'captured', Number(p.charged)],
    ...(refunded > 0 ? [['captured', 'refunded', refunded] as [string, string, number]] : []),
  ];
  for (const [from, to, amount] of events) {
    await q.query('INSERT INTO gw_payment_events (payment_id, from_status, to_status, amount, at) VALUES ($1, $2, $3, $4, $5)', [
      gatewayId,
      from,
      to,
      amount,
      to === 'authorized' ? p.created_at : p.completed_at,
    ]);
  }
}
