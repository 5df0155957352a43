import type { Deps } from '../../platform/deps.ts';
import { registeredBillRepository } from './repository.ts';

/** More bills than a dashboard shows are not worth a biller round trip each on every page load. */
export const OUTSTANDING_BILLS_CAP = 20;

/**
 * What the customer owes on their registered postpaid bills, in baisa (GetCustomerProfileData's
 * outstandingBalance): each bill's current due at its biller; a bill the biller cannot answer, or
 * one in credit, adds nothing.
 */
export function registeredOutstanding({ db, billers }: Pick<Deps, 'db' | 'billers'>) {
  return async (customerId: number): Promise<number> => {
    const bills = await registeredBillRepository.postpaid(db, customerId, OUTSTANDING_BILLS_CAP);
    const dues = await Promise.all(
      bills.map(async (b) => {
        const answer = await billers
          .inquire({ billerId: b.biller_id, serviceId: b.service_id, serviceType: 'PostPaid', billingNo: b.billing_no })
          .catch(() => null);
        return answer?.ok && answer.bill.due > 0 ? answer.bill.due : 0;
      }),
    );
    return dues.reduce((sum, due) => sum + due, 0);
  };
}
