import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls, MAX_BULK_BILLS, type BulkInquiryItem, type RegisteredBill } from '@portal/contract';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';

/**
 * RegistredBills/BulkInquirePostPaid for the dashboard's bills, three at a time (the call's limit),
 * each named by its registered id so the server inquires it as stored. Any batch failing fails the
 * whole answer: the dashboard then shows 0 and an empty chart (spec 01 §4 Dashboard).
 */
export async function bulkInquireDashboard(bills: RegisteredBill[]): Promise<BulkInquiryItem[]> {
  const auth = sessionStore.get();
  const tokenInfo = auth ? { token: auth.authenticationInfo.token, sessionId: auth.authenticationInfo.sessionID, dataKey: auth.authenticationInfo.dataKey } : null;
  const batches: RegisteredBill[][] = [];
  for (let i = 0; i < bills.length; i += MAX_BULK_BILLS) batches.push(bills.slice(i, i + MAX_BULK_BILLS));
  const answers = await Promise.all(
    batches.map((batch) =>
      callOk(calls.bulkInquirePostPaid, {
        tokenInfo,
        customerInfo: { customerID: auth?.custInfo.customerID ?? 0 },
        postPaidBills: batch.map((b) => ({ billingNo: b.billingNo, billNo: b.billNo, billerID: b.biller.id, serviceID: b.service.id, channel: 'I' as const, registeredBillId: b.id })),
      }),
    ),
  );
  return answers.flat();
}

export const dashboardInquiryQueryOptions = (bills: RegisteredBill[]) =>
  queryOptions({
    queryKey: ['dashboard', 'inquiry', bills.map((b) => b.id)],
    queryFn: () => bulkInquireDashboard(bills),
    // Dues change when a bill is paid elsewhere: every visit asks again (the last answer shows meanwhile).
    staleTime: 0,
    retry: false,
  });

export const useDashboardInquiry = (bills: RegisteredBill[]) => useQuery({ ...dashboardInquiryQueryOptions(bills), enabled: bills.length > 0 });
