import type { Db } from '../../src/platform/db.ts';

let sequence = 0;

export interface LedgerPaymentSpec {
  /** When the payment completed (card captured, lines posted). */
  at: string;
  lines: { billerId: number; paid: number }[];
  method?: 'CreditCard' | 'Wallet';
}

/**
 * A completed payment as the payment flow leaves it in every book: our payments and lines, the sandbox
 * gateway's captured payment and its event, the sandbox biller network's postings. Written directly,
 * so a test builds a busy day without driving checkout for each payment.
 */
export async function ledgerPayment(db: Db, spec: LedgerPaymentSpec): Promise<string> {
  const id = `SETT-${process.pid}-${++sequence}`;
  const method = spec.method ?? 'CreditCard';
  const total = spec.lines.reduce((s, l) => s + l.paid, 0);
  const at = new Date(spec.at);
  const gatewayId = method === 'CreditCard' ? `gw_${id}` : null;
  await db.query(
    `INSERT INTO payments (id, reference_number, kind, method, state, total_baisa, charged_baisa, gateway_payment_id, created_at, updated_at, completed_at)
     VALUES ($1, $2, $3, $4, 'completed', $5, $5, $6, $7, $7, $7)`,
    [id, `R${id}`, spec.lines.length > 1 ? 'bulk' : 'one_time', method, total, gatewayId, at],
  );
  for (const [i, l] of spec.lines.entries()) {
    const lineNo = i + 1;
    await db.query(
      `INSERT INTO payment_lines (payment_id, line_no, biller_id, service_id, biller_name, biller_name_ar, service_name, service_name_ar,
                                  service_type, billing_no, due_baisa, paid_baisa, validation_code, status, biller_trx_id, posted_at, created_at, method)
       VALUES ($1, $2, $3, 1, 'Biller', 'جهة', 'Service', 'خدمة', 'PostPaid', $4, $5, $5, 'v', 'posted', $6, $7, $7, $8)`,
      [id, lineNo, l.billerId, `10${sequence}${lineNo}`, l.paid, `BN${id}-${lineNo}`, at, method],
    );
    await db.query(
      `INSERT INTO sandbox_biller_postings (reference, biller_id, service_id, billing_no, amount_baisa, biller_trx_id, created_at)
       VALUES ($1, $2, 1, $3, $4, $5, $6)`,
      [`${id}:${lineNo}:post`, l.billerId, `10${sequence}${lineNo}`, l.paid, `BN${id}-${lineNo}`, at],
    );
  }
  if (gatewayId) {
    await db.query(
      `INSERT INTO gw_payments (id, status, amount, currency, reference, return_url, bin, last4, brand, exp_month, exp_year, name, created_at, updated_at)
       VALUES ($1, 'captured', $2, 512, $3, 'https://example.om/r', '411111', '1111', 'visa', '12', '2030', 'Test', $4, $4)`,
      [gatewayId, total, id, at],
    );
    await db.query(
      `INSERT INTO gw_payment_events (payment_id, from_status, to_status, amount, at) VALUES ($1, 'authorized', 'captured', $2, $3)`,
      [gatewayId, total, at],
    );
  }
  return id;
}

/** Two billers of the seeded catalogue. */
export async function twoBillers(db: Db): Promise<[number, number]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM billers ORDER BY id LIMIT 2');
  return [rows[0]!.id, rows[1]!.id];
}
