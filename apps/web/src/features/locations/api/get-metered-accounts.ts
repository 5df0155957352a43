import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract';
import { callOk } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';

/**
 * RegistredBills/GetAllRegistredBills, kept to the bills with a meter (dashboard-enabled services):
 * only they have a place and usage to show.
 */
export const getMeteredAccounts = (customerID: number) =>
  callOk(calls.getAllRegisteredBills, { customerInfo: { customerID } }).then((d) => d.bills.filter((b) => b.service.isDashboardEnabled));

export const meteredAccountsQueryOptions = (customerID: number) =>
  queryOptions({ queryKey: ['location-details', customerID, 'accounts'], queryFn: () => getMeteredAccounts(customerID) });

export function useMeteredAccounts() {
  const customerID = useAuth()?.custInfo.customerID ?? 0;
  return useQuery({ ...meteredAccountsQueryOptions(customerID), enabled: customerID > 0 });
}
