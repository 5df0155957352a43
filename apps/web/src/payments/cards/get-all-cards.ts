import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { useAuth } from '@/shared/api/session-store';

/** CardManagement/GetAllCardManagement: the customer's saved cards (masked). */
export const getAllCards = (customerID: number) =>
  callOk(calls.getAllCards, { customerInfo: { customerID } }).then((d) => d.creditCardInfo);

export const savedCardsQueryOptions = (customerID: number) =>
  queryOptions({ queryKey: [queryKeys.savedCards, customerID], queryFn: () => getAllCards(customerID) });

export function useSavedCards() {
  const customerID = useAuth()?.custInfo.customerID ?? 0;
  return useQuery({ ...savedCardsQueryOptions(customerID), enabled: customerID > 0 });
}
