import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract';
import { callOk } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';

/**
 * RegistredBills/GetAllRegistredBills. The same query key as the registered-bills page, so a bill saved
 * or deleted there refreshes the dashboard too.
 */
export const getRegisteredBills = (customerID: number) => callOk(calls.getAllRegisteredBills, { customerInfo: { customerID } }).then((d) => d.bills);

export const registeredBillsQueryOptions = (customerID: number) =>
  queryOptions({ queryKey: ['registered-bills', customerID], queryFn: () => getRegisteredBills(customerID) });

export function useRegisteredBills() {
  const customerID = useAuth()?.custInfo.customerID ?? 0;
  return useQuery({ ...registeredBillsQueryOptions(customerID), enabled: customerID > 0 });
}
