import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@portal/contract';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';

/** Everything settlement shows starts with this key, so a change reads the day, calendar and month again. */
const KEY = ['staff', 'settlement'] as const;

export const useMonthlyStatement = (month: string, billerId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'monthly', month, billerId],
    queryFn: () => staffCall(c.settlementMonthly, { month, billerId: billerId! }),
    enabled: billerId !== null,
  });

export function useRecordRemittance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof c.settlementRemittance>) => staffCall(c.settlementRemittance, body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** A statement file finance received by other means (e-mail, the bank's portal), imported as if fetched. */
export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof c.settlementImportFile>) => staffCall(c.settlementImportFile, body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Hands the browser a file to download. */
export function saveBlob(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}
