import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';

/** PersonalProfile/GetCustomer (beyond the spec's table): the signed-in customer's own record. */
export const getCustomer = (customerID: number) => callOk(calls.getCustomer, { customerInfo: { customerID } }).then((d) => d.customers);

export const profileQueryOptions = (customerID: number) =>
  queryOptions({ queryKey: ['profile', customerID], queryFn: () => getCustomer(customerID) });

export function useProfile() {
  const customerID = useAuth()?.custInfo.customerID ?? 0;
  return useQuery({ ...profileQueryOptions(customerID), enabled: customerID > 0 });
}
