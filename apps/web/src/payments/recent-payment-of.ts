import { ErrorCode, type Envelope, type RecentPayment } from '@portal/contract';

/**
 * The server's refusal of a bill paid or being paid in the last 24 hours (409 with recentPayment), else
 * null. Read by hand, not with RecentPaymentSchema: this module is on the payment pages' first screen,
 * which loads no zod (decision 032).
 */
export function recentPaymentOf(envelope: Envelope<unknown>): RecentPayment | null {
  if (envelope.result.errorCode !== ErrorCode.Conflict) return null;
  const recent = (envelope.details as { recentPayment?: unknown } | null)?.recentPayment;
  if (typeof recent !== 'object' || recent === null) return null;
  const { status, amount, at } = recent as Record<string, unknown>;
  if (status !== 'processing' && status !== 'paid') return null;
  return {
    status,
    ...(typeof amount === 'number' ? { amount } : {}),
    ...(typeof at === 'string' ? { at } : {}),
  };
}
