import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bilingual, CallDef, SaveRegisteredBillRequest } from '@portal/contract';
import { calls, type CallRef } from '@/shared/api/calls';
import { callApi, toApiError, type CallBody } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';
import { registeredBillsQueryOptions } from '@/shared/registered-bills/get-registered-bills';

const customerID = () => sessionStore.get()?.custInfo.customerID ?? 0;

/** A call whose success message is shown to the customer (spec 01 §4 "Bills and cards"). */
async function withMessage<C extends CallDef>(call: CallRef<C>, body: CallBody<CallRef<C>>): Promise<Bilingual> {
  const envelope = await callApi(call, body);
  if (envelope.result.errorCode !== 0) throw toApiError(envelope);
  return { en: envelope.result.errorEDesc, ar: envelope.result.errorADesc };
}

export const saveRegisteredBill = (billInfo: SaveRegisteredBillRequest['billInfo']) =>
  withMessage(calls.saveRegisteredBill, {
    billInfo: { ...billInfo, customerId: customerID() },
    customerInfo: { customerID: customerID() },
  });

export const editRegisteredBill = ({ billId, name }: { billId: number; name: string }) =>
  withMessage(calls.editRegisteredBill, { billInfo: { billId, name }, customerInfo: { customerID: customerID() } });

export const deleteRegisteredBill = (billID: number) =>
  withMessage(calls.deleteRegisteredBill, { billInfo: { billID }, customerInfo: { customerID: customerID() } });

/** The three changes to the list; each reloads it on success. */
export function useBillMutation<A>(fn: (arg: A) => Promise<Bilingual>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registeredBillsQueryOptions(customerID()).queryKey }),
  });
}
