import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { savedCardsQueryOptions } from '@/payments';

/** CardManagement/GetAllCardManagements, the list screen's call (spec 01 §7). */
export const getCards = (customerID: number) =>
  callOk(calls.getAllCardsList, { customerInfo: { customerID } }).then((d) => d.creditCardInfo);

// Under the saved-cards key, so adding a card anywhere (the shared modal invalidates it) refreshes this list.
export const cardsQueryOptions = (customerID: number) =>
  queryOptions({ queryKey: [...savedCardsQueryOptions(customerID).queryKey, 'list'], queryFn: () => getCards(customerID) });

export function useCards() {
  const customerID = useAuth()?.custInfo.customerID ?? 0;
  return useQuery({ ...cardsQueryOptions(customerID), enabled: customerID > 0 });
}
