import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls, omrToBaisa } from '@portal/contract';
import { callOk } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';

/** RegistredBills/GetCustomerProfileData: outstanding balance and the cash value of points, in baisa. */
export const getProfileData = (custId: number, mobileNumber: string) =>
  callOk(calls.getCustomerProfileData, { customerProfileInfo: { custId, mobileNumber } }).then((d) => ({
    outstanding: omrToBaisa(d.outstandingBalance),
    pointsCash: omrToBaisa(d.equivalentCash),
  }));

export const profileDataQueryOptions = (custId: number, mobileNumber: string) =>
  queryOptions({ queryKey: ['dashboard', 'profile-data', custId], queryFn: () => getProfileData(custId, mobileNumber), staleTime: 60_000 });

export function useProfileData() {
  const auth = useAuth();
  const custId = auth?.custInfo.customerID ?? 0;
  return useQuery({ ...profileDataQueryOptions(custId, auth?.custInfo.mobileNo ?? ''), enabled: custId > 0 });
}
