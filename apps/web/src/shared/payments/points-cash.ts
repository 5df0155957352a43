import { MIN_CARD_CHARGE_BAISA } from '@portal/contract';
import { useCustomerProfileData } from '@/shared/api/customer-profile-data';

/** The cash value of the signed-in customer's points, in baisa: 0 until known, and for a visitor. */
export function usePointsCash(): number {
  return useCustomerProfileData().data?.pointsCash ?? 0;
}

/**
 * The points a card payment may take: the server leaves at least 0.100 OMR on the card so there is an
 * amount to authorise (decision 006), and never more than the customer has.
 */
export const pointsTaken = (pointsCash: number, grossBaisa: number) =>
  Math.max(0, Math.min(pointsCash, grossBaisa - MIN_CARD_CHARGE_BAISA));
