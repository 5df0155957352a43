import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls, omrToBaisa } from '@portal/contract';
import { callOk } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';

/** RegistredBills/GetCustomerProfileData: the cash value of the customer's points, in baisa. */
export const getPointsCash = (custId: number, mobileNumber: string) =>
  callOk(calls.getCustomerProfileData, { customerProfileInfo: { custId, mobileNumber } }).then((d) => omrToBaisa(d.equivalentCash));

export const pointsQueryOptions = (custId: number, mobileNumber: string) =>
  queryOptions({ queryKey: ['customer-profile-data', custId], queryFn: () => getPointsCash(custId, mobileNumber), staleTime: 0 });

/** Points of the signed-in customer; nothing for a visitor. */
export function usePointsCash() {
  const auth = useAuth();
  const custId = auth?.custInfo.customerID ?? 0;
  return useQuery({ ...pointsQueryOptions(custId, auth?.custInfo.mobileNo ?? ''), enabled: custId > 0 });
}

/**
 * The points a card payment may take: the server leaves at least 0.100 OMR on the card so there is an
 * amount to authorise (decision 006), and never more than the customer has.
 */
export const MIN_CARD_CHARGE_BAISA = 100;
export const pointsTaken = (pointsCash: number, grossBaisa: number) => Math.max(0, Math.min(pointsCash, grossBaisa - MIN_CARD_CHARGE_BAISA));
