import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { sessionStore, useAuth } from '@/shared/api/session-store';

/** LocationDetails/GetLocationDetails: '' asks for every metered account's place, a number for one. */
export const getLocationDetails = (customerID: number, accountNo: string) => {
  const info = sessionStore.get()?.authenticationInfo;
  return callOk(calls.getLocationDetails, {
    tokenInfo: info ? { token: info.token, sessionId: info.sessionID, dataKey: info.dataKey } : null,
    customerInfo: { customerID },
    accountNo,
  }).then((d) => d.response);
};

export const locationDetailsQueryOptions = (customerID: number, accountNo: string) =>
  queryOptions({ queryKey: ['location-details', customerID, accountNo], queryFn: () => getLocationDetails(customerID, accountNo) });

export function useLocationDetails(accountNo: string) {
  const customerID = useAuth()?.custInfo.customerID ?? 0;
  // The previous markers stay while another account's place loads, so the map does not blink.
  return useQuery({ ...locationDetailsQueryOptions(customerID, accountNo), enabled: customerID > 0, placeholderData: keepPreviousData });
}
