import { useMutation } from '@tanstack/react-query';
import { backOfficeCalls, type ExportPaymentsRequest } from '@portal/contract/back-office';
import { staffDownload } from '../../../shared/api/staff-call.ts';

/** Downloads the current search as CSV: the server streams it; the browser saves what arrives. */
export const useExportPayments = () =>
  useMutation({
    mutationFn: async (filters: ExportPaymentsRequest) => {
      const { blob, name } = await staffDownload(backOfficeCalls.exportPayments, filters);
      const url = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href: url, download: name });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
