import type { RefundRow } from '@portal/contract/back-office';
import type { TextKey } from '../../../shared/i18n/index.tsx';

/** The label of a refund's state, and of the biller's side once the money went back. */
export const refundStateKey = (r: Pick<RefundRow, 'state' | 'billerOutcome'>): TextKey =>
  r.state === 'succeeded' && r.billerOutcome === 'claim' ? 'refund.state.succeeded_claim' : (`refund.state.${r.state}` as TextKey);

/** Typed OMR ("12.5", "١٢٫٥٠٠") as baisa; NaN when it is not an amount with at most 3 decimals. */
export function omrToBaisa(text: string): number {
  const latin = text
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[٫,]/g, '.');
  if (!/^\d+(\.\d{1,3})?$/.test(latin)) return Number.NaN;
  return Math.round(Number(latin) * 1000);
}

export const baisaToOmr = (baisa: number) => (baisa / 1000).toFixed(3);
