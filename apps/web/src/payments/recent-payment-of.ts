import { ErrorCode, RecentPaymentSchema, type Envelope, type RecentPayment } from '@portal/contract';

/** The server's refusal of a bill paid or being paid in the last 24 hours (409 with recentPayment), else null. */
export function recentPaymentOf(envelope: Envelope<unknown>): RecentPayment | null {
  if (envelope.result.errorCode !== ErrorCode.Conflict) return null;
  const parsed = RecentPaymentSchema.safeParse((envelope.details as { recentPayment?: unknown } | null)?.recentPayment);
  return parsed.success ? parsed.data : null;
}
