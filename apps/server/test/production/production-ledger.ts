import { billerOps } from '../../src/adapters/provider-protocol/biller-protocol.ts';
import { SignedClient } from '../../src/adapters/provider-protocol/signed-client.ts';
import { walletOps } from '../../src/adapters/provider-protocol/wallet-protocol.ts';
import { moneyKey } from '../../src/modules/payments/payment-states.ts';
import type { Db } from '../../src/platform/db.ts';
import type { ProductionDeployment } from './production-deployment.ts';

/**
 * The ledger check of decision 013, asked of the providers over their signed APIs (their books are in
 * their own process): every posted line found at the switch under its reference for its amount, every
 * wallet line debited once and not refunded, every card payment captured for what was posted.
 */
export async function ledgerAtProviders(d: ProductionDeployment, db: Db) {
  const client = (name: string, url: string, secret: string) => new SignedClient({ name, baseUrl: url, secret, retries: 0 });
  const switchClient = client('biller-switch', d.providers.settings.BILLER_NETWORK_URL!, d.providers.settings.BILLER_NETWORK_API_KEY!);
  const walletClient = client('wallet', d.providers.settings.WALLET_URL!, d.providers.settings.WALLET_API_KEY!);
  const lines = await db.query<{ id: string; method: string; line_no: number; status: string; paid: number; total: number }>(
    `SELECT p.id, p.method, l.line_no, l.status, l.paid_baisa AS paid, (l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa) AS total
       FROM payments p JOIN payment_lines l ON l.payment_id = p.id ORDER BY p.id, l.line_no`,
  );
  const problems: string[] = [];
  let wallet = 0;
  const cardOwed = new Map<string, number>();
  for (const l of lines) {
    const posting = await switchClient.call(billerOps.lookup, { reference: moneyKey(l.id, l.line_no, 'post') });
    const posted = posting.ok ? posting.body.posting : undefined;
    if (l.status === 'posted' && posted?.amount !== Number(l.paid))
      problems.push(`${l.id}:${l.line_no} posted ${posted?.amount}, we say ${l.paid}`);
    if (l.method === 'Wallet') {
      const debit = await walletClient.call(walletOps.lookup, { reference: moneyKey(l.id, l.line_no, 'debit') });
      const amount = debit.ok ? debit.body.transaction?.amount : undefined;
      if (amount !== Number(l.total)) problems.push(`${l.id}:${l.line_no} debited ${amount}, owed ${l.total}`);
      wallet += amount ?? 0;
    } else cardOwed.set(l.id, (cardOwed.get(l.id) ?? 0) + (l.status === 'posted' ? Number(l.total) : 0));
  }
  for (const [id, owed] of cardOwed) {
    const [g] = await d.gatewayDb.query<{ status: string; net: number }>(
      'SELECT status, amount - refunded_amount AS net FROM gw_payments WHERE reference = $1',
      [id],
    );
    if (g?.status !== 'captured' || Number(g.net) !== owed) problems.push(`${id}: card ${g?.status} ${g?.net}, owed ${owed}`);
  }
  return { wallet, problems };
}
