import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';

/** Dashboard/GetMeterReadings, Monthly: twelve months of use, each with the meter at its end. */
export const getMonthlyReadings = (accountNo: string) => {
  const now = new Date().toISOString();
  return callOk(calls.getMeterReadings, {
    customerInfo: { customerID: sessionStore.get()?.custInfo.customerID ?? 0 },
    accountNo,
    frequency: 'Monthly',
    startDate: now,
    endDate: now,
  }).then((d) => d.response[0] ?? null);
};

export const monthlyReadingsQueryOptions = (accountNo: string) =>
  queryOptions({
    queryKey: ['dashboard', 'monthly-readings', accountNo],
    queryFn: () => getMonthlyReadings(accountNo),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useMonthlyReadings = (accountNo: string | null) =>
  useQuery({ ...monthlyReadingsQueryOptions(accountNo ?? ''), enabled: Boolean(accountNo) });
