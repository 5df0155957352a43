import { queryOptions, useQuery } from '@tanstack/react-query';
import { omrToBaisa } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callOk } from './client';
import { useAuth } from './session-store';
import { queryKeys } from './query-keys';

export interface CustomerProfileData {
  outstanding: number;
  pointsCash: number;
}

/** RegistredBills/GetCustomerProfileData: the outstanding balance and the cash value of points, in baisa. */
export const getCustomerProfileData = (custId: number, mobileNumber: string): Promise<CustomerProfileData> =>
  callOk(calls.getCustomerProfileData, { customerProfileInfo: { custId, mobileNumber } }).then((d) => ({
    outstanding: omrToBaisa(d.outstandingBalance),
    pointsCash: omrToBaisa(d.equivalentCash),
  }));

/**
 * One cache for the call, read by the dashboard and by every payment that offers points. Always asked
 * again when a screen opens (points are money: a payment elsewhere changes them), the last answer shown
 * meanwhile; a payment here invalidates it (invalidateAfterPayment).
 */
export const customerProfileDataQueryOptions = (custId: number, mobileNumber: string) =>
  queryOptions({
    queryKey: [queryKeys.customerProfileData, custId],
    queryFn: () => getCustomerProfileData(custId, mobileNumber),
    staleTime: 0,
  });

/** The signed-in customer's profile data; nothing for a visitor. */
export function useCustomerProfileData() {
  const auth = useAuth();
  const custId = auth?.custInfo.customerID ?? 0;
  return useQuery({ ...customerProfileDataQueryOptions(custId, auth?.custInfo.mobileNo ?? ''), enabled: custId > 0 });
}
