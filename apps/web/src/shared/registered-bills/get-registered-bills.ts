import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { type RegisteredBill } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';

/**
 * RegistredBills/GetAllRegistredBills: the customer's whole list, one query for every screen that shows
 * it (registered bills, dashboard, location details), so a bill saved or deleted refreshes them all.
 */
export const getRegisteredBills = (customerID: number) =>
  callOk(calls.getAllRegisteredBills, { customerInfo: { customerID } }).then((d) => d.bills);

export const registeredBillsQueryOptions = (customerID: number) =>
  queryOptions({ queryKey: ['registered-bills', customerID], queryFn: () => getRegisteredBills(customerID) });

/** The list, or what `select` makes of it (react-query keeps the selection stable between renders). */
export function useRegisteredBills(): UseQueryResult<RegisteredBill[]>;
export function useRegisteredBills<T>(select: (bills: RegisteredBill[]) => T): UseQueryResult<T>;
export function useRegisteredBills<T>(select?: (bills: RegisteredBill[]) => T) {
  const customerID = useAuth()?.custInfo.customerID ?? 0;
  return useQuery({ ...registeredBillsQueryOptions(customerID), enabled: customerID > 0, select });
}
