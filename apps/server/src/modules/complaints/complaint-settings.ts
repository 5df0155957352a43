import { COMPLAINT_TYPES, type ComplaintType } from '@portal/contract';
import type { Config } from '../../platform/config.ts';

/** Business days allowed per type when nothing is configured: money-moving cases are the quickest. */
const DEFAULT_LIMITS: Record<ComplaintType, number> = {
  paid_not_credited: 5,
  paid_twice: 7,
  wrong_amount: 7,
  wrong_account: 10,
  refund_not_received: 5,
  other: 10,
};

/** The automatic refund's wait (issue 33 §3, after the central bank's five-day rule): not configurable. */
export const AUTO_REFUND_BUSINESS_DAYS = 5;

export interface ComplaintSettings {
  limits: Record<ComplaintType, number>;
  remindDaysBefore: number;
  perCustomerDay: number;
  perMinute: number;
}

/** COMPLAINT_LIMIT_DAYS is `type=days,…`; an unknown type or a bad number stops the server at start. */
export function complaintSettings(config: Config): ComplaintSettings {
  const limits = { ...DEFAULT_LIMITS };
  for (const pair of config.COMPLAINT_LIMIT_DAYS.split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [type, days] = pair.split('=').map((s) => s.trim());
    const n = Number(days);
    if (!COMPLAINT_TYPES.includes(type as ComplaintType) || !Number.isInteger(n) || n < 1 || n > 60) {
      throw new Error(`COMPLAINT_LIMIT_DAYS: "${pair}" is not type=days (types: ${COMPLAINT_TYPES.join(', ')}; 1–60 days)`);
    }
    limits[type as ComplaintType] = n;
  }
  return {
    limits,
    remindDaysBefore: config.COMPLAINT_REMIND_DAYS_BEFORE,
    perCustomerDay: config.COMPLAINTS_PER_CUSTOMER_DAY,
    perMinute: config.COMPLAINTS_PER_MINUTE,
  };
}
