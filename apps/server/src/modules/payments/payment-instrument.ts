import type { GatewayPayment } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { PaymentRow } from './payment-rows.ts';

/** The columns a gateway answer fills about the paying card: last four digits and brand, nothing more. */
export function cardSeen(g: Pick<GatewayPayment, 'card'>): Pick<PaymentRow, 'card_last4' | 'card_brand'> | Record<string, never> {
  if (!g.card?.last4) return {};
  return { card_last4: g.card.last4.slice(-4), card_brand: g.card.brand ?? null };
}

/** What a receipt shows of what paid: the card's brand and last four, or the wallet number's last four. */
export function paidWith(
  p: Pick<PaymentRow, 'method' | 'card_last4' | 'card_brand' | 'wallet_mobile'>,
): { last4: string; brand: string | null } | null {
  if (p.method === 'CreditCard') return p.card_last4 ? { last4: p.card_last4, brand: p.card_brand } : null;
  return p.wallet_mobile ? { last4: p.wallet_mobile.slice(-4), brand: null } : null;
}
