import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callApi, toApiError } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';
import { savedCardsQueryOptions } from '@/payments';

/** CardManagement/DeleteRegistredCard; answers the server's success message for the dialog. */
export async function deleteCard(creditCardID: number) {
  const envelope = await callApi(calls.deleteCard, { creditCardInfo: { creditCardID } });
  if (envelope.result.errorCode !== 0) throw toApiError(envelope);
  return { en: envelope.result.errorEDesc, ar: envelope.result.errorADesc };
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedCardsQueryOptions(sessionStore.get()?.custInfo.customerID ?? 0).queryKey }),
  });
}
