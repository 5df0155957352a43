import type { GatewayContext } from './gateway-options.ts';
import type { PaymentRow } from './payment-store.ts';
import { maskNumber } from './test-cards.ts';

/** A payment as /v1 answers it: the shape of GatewayPayment plus bookkeeping fields. */
export function paymentView(ctx: GatewayContext, row: PaymentRow) {
  const challengeUrl = `${ctx.publicOrigin}/challenge/${row.id}${row.lang === 'ar' ? '?lang=ar' : ''}`;
  return {
    paymentId: row.id,
    status: row.status,
    amount: Number(row.amount),
    currency: Number(row.currency),
    reference: row.reference,
    redirectUrl: row.status === 'requires_action' ? challengeUrl : row.return_url,
    returnUrl: row.return_url,
    ...(row.decline_reason ? { declineReason: row.decline_reason } : {}),
    refundedAmount: Number(row.refunded_amount),
    card: {
      masked: maskNumber(row.bin, row.last4),
      last4: row.last4,
      brand: row.brand,
      expiry: `${row.exp_month}/${row.exp_year}`,
      name: row.name,
    },
    ...(row.vault_token ? { vaultToken: row.vault_token } : {}),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
