import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';
import { savedCardsQueryOptions } from './get-all-cards';

/** CardManagement/SaveRegistredCard: the hosted fields' nonce and the name typed on our page. */
export function saveCard(cardName: string, nonce: string) {
  const customerID = sessionStore.get()?.custInfo.customerID ?? 0;
  return callOk(calls.saveCard, {
    creditCardInfo: { CustomerId: customerID, CardName: cardName, Nonce: nonce, MobileNumber: '0', Enabled: true },
    customerInfo: { customerID },
  });
}

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardName, nonce }: { cardName: string; nonce: string }) => saveCard(cardName, nonce),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedCardsQueryOptions(sessionStore.get()?.custInfo.customerID ?? 0).queryKey }),
  });
}
