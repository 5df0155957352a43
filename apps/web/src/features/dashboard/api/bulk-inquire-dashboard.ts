import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkInquiryItem, RegisteredBill } from '@portal/contract';
import { queryKeys } from '@/shared/api/query-keys';
import { inquireRegisteredBatch, inquiryBatches } from '@/shared/api/registered-bill-inquiry';

/**
 * RegistredBills/BulkInquirePostPaid for the dashboard's bills, three at a time (the call's limit). Any
 * batch failing fails the whole answer: the dashboard then shows 0 and an empty chart (spec 01 §4 Dashboard).
 */
export async function bulkInquireDashboard(bills: RegisteredBill[]): Promise<BulkInquiryItem[]> {
  const answers = await Promise.all(inquiryBatches(bills).map(inquireRegisteredBatch));
  return answers.flat();
}

export const dashboardInquiryQueryOptions = (bills: RegisteredBill[]) =>
  queryOptions({
    queryKey: [queryKeys.dashboardInquiry, bills.map((b) => b.id)],
    queryFn: () => bulkInquireDashboard(bills),
    // Dues change when a bill is paid elsewhere: every visit asks again (the last answer shows meanwhile).
    staleTime: 0,
    retry: false,
  });

export const useDashboardInquiry = (bills: RegisteredBill[]) =>
  useQuery({ ...dashboardInquiryQueryOptions(bills), enabled: bills.length > 0 });
