import type { RegisteredBill } from '@portal/contract';
import { useRegisteredBills } from '@/shared/registered-bills/get-registered-bills';

const metered = (bills: RegisteredBill[]) => bills.filter((b) => b.service.isDashboardEnabled);

/**
 * The customer's registered bills kept to those with a meter (dashboard-enabled services): only they
 * have a place and usage to show. The list is the shared registered-bills query.
 */
export function useMeteredAccounts() {
  return useRegisteredBills(metered);
}
