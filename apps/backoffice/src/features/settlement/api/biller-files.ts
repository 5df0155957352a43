import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';

/** Each biller's acknowledgement file for a day, fetched from the biller switch over its signed API (decision 056). */
export function useFetchBillerFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => staffCall(c.settlementFetchBillerFiles, { day }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'settlement'] }),
  });
}
