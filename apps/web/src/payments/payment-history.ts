import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { sessionStore } from '@/shared/api/session-store';

/** RegistredBills/PaymentHistory: payments of one reference number over the last year (spec 02 §7). */
export function getPaymentHistory(billingNo: string) {
  const to = new Date();
  const from = new Date(to);
  from.setFullYear(to.getFullYear() - 1);
  const customerID = sessionStore.get()?.custInfo.customerID ?? -1;
  return callOk(calls.paymentHistory, {
    paymentInfo: { billingNo, fromDate: from.toISOString(), toDate: to.toISOString() },
    customerInfo: { customerID },
  });
}

export const paymentHistoryQueryOptions = (billingNo: string) =>
  queryOptions({ queryKey: [queryKeys.paymentHistory, billingNo], queryFn: () => getPaymentHistory(billingNo), staleTime: 0 });

export const usePaymentHistory = (billingNo: string, enabled: boolean) => useQuery({ ...paymentHistoryQueryOptions(billingNo), enabled });
