import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';

/** Dashboard/GetAlarms with start and end both now (the spec's client): the last year's alarms, newest first. */
export const getAlarms = (accountNo: string) => {
  const now = new Date().toISOString();
  return callOk(calls.getAlarms, {
    customerInfo: { customerID: sessionStore.get()?.custInfo.customerID ?? 0 },
    accountNo,
    startDate: now,
    endDate: now,
  }).then((d) => d.response.flatMap((g) => g.alarms));
};

export const alarmsQueryOptions = (accountNo: string) =>
  queryOptions({ queryKey: ['dashboard', 'alarms', accountNo], queryFn: () => getAlarms(accountNo), staleTime: 5 * 60_000, retry: false });

export const useAlarms = (accountNo: string | null) => useQuery({ ...alarmsQueryOptions(accountNo ?? ''), enabled: Boolean(accountNo) });
