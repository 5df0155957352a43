import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * Everything a payment changes on screen: points and outstanding balance, the bills' dues and histories,
 * the dashboard's total. Called by every road that ends on a receipt in the page, so no screen shows
 * what was owed before the payment.
 */
export function invalidateAfterPayment(queryClient: QueryClient): void {
  for (const key of [queryKeys.customerProfileData, queryKeys.paymentHistory, queryKeys.billDues, queryKeys.dashboardInquiry]) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
