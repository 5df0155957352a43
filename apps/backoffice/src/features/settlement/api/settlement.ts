import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@portal/contract';
import { backOfficeCalls as c, type STATEMENT_TROUBLE_KINDS } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';
import { saveBlob } from './monthly.ts';

const KEY = ['staff', 'settlement'] as const;

export const useCalendar = (month: string) =>
  useQuery({ queryKey: [...KEY, 'calendar', month], queryFn: () => staffCall(c.settlementCalendar, { month }) });

export const useSettlementDay = (day: string) =>
  useQuery({ queryKey: [...KEY, 'day', day], queryFn: () => staffCall(c.reconciliationDay, { day }), staleTime: 0 });

/** A biller's settlement report for the day (its net to remit on the day's screen). */
export const useReport = (day: string, billerId: number) =>
  useQuery({ queryKey: [...KEY, 'report', day, billerId], queryFn: () => staffCall(c.settlementReport, { day, billerId }) });

export type TroubleKind = (typeof STATEMENT_TROUBLE_KINDS)[number];

/** The sandbox providers' files for a day, with the trouble asked for; answers the payments it hit. */
export function useFetchSandboxFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { day: string; trouble: readonly TroubleKind[] }) =>
      staffCall(c.settlementFetchSandboxFiles, { day: a.day, trouble: a.trouble.map((kind) => ({ kind })) }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useAlerts = (enabled: boolean) =>
  useQuery({ queryKey: [...KEY, 'alerts'], queryFn: () => staffCall(c.settlementAlerts, {}), enabled });

/** Every finance action: each answers nothing the screen keeps, so the day and the calendar are read again. */
export function useSettlementAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (a: SettlementAction): Promise<unknown> => {
      switch (a.kind) {
        case 'match':
          return staffCall(c.reconciliationMatchDay, { day: a.day });
        case 'resolve':
          return staffCall(c.reconciliationResolve, a.body);
        case 'writeOff':
          return staffCall(c.reconciliationWriteOff, a.body);
        case 'close':
          return staffCall(c.settlementCloseDay, a.body);
        case 'holiday':
          return staffCall(c.settlementAddHoliday, a.body);
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export type SettlementAction =
  | { kind: 'match'; day: string }
  | { kind: 'resolve'; body: RequestOf<typeof c.reconciliationResolve> }
  | { kind: 'writeOff'; body: RequestOf<typeof c.reconciliationWriteOff> }
  | { kind: 'close'; body: RequestOf<typeof c.settlementCloseDay> }
  | { kind: 'holiday'; body: RequestOf<typeof c.settlementAddHoliday> };

/** A biller's report for a day: the CSV comes with the report, the PDF from its own call (base64). */
export async function downloadReport(day: string, billerId: number, format: 'csv' | 'pdf', lang: 'en' | 'ar'): Promise<void> {
  if (format === 'csv') {
    const report = await staffCall(c.settlementReport, { day, billerId });
    saveBlob(new Blob([report.csv], { type: 'text/csv;charset=utf-8' }), `settlement-${billerId}-${day}.csv`);
    return;
  }
  const pdf = await staffCall(c.settlementReportPdf, { day, billerId, lang });
  const bytes = Uint8Array.from(atob(pdf.content), (ch) => ch.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'application/pdf' }), pdf.fileName);
}
