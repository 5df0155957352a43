import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';

const customerInfo = () => ({ customerID: sessionStore.get()?.custInfo.customerID ?? 0 });

/** Dashboard/GetLastMeterReading: the last read and this month's use against the limit. */
export const getLastMeterReading = (accountNo: string) =>
  callOk(calls.getLastMeterReading, { customerInfo: customerInfo(), accountNo, frequency: '' }).then((d) => d.response);

export const lastMeterReadingQueryOptions = (accountNo: string) =>
  queryOptions({
    queryKey: ['dashboard', 'last-reading', accountNo],
    queryFn: () => getLastMeterReading(accountNo),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useLastMeterReading = (accountNo: string | null) =>
  useQuery({ ...lastMeterReadingQueryOptions(accountNo ?? ''), enabled: Boolean(accountNo) });

export const useLastMeterReadings = (accountNos: string[]) => useQueries({ queries: accountNos.map(lastMeterReadingQueryOptions) });
