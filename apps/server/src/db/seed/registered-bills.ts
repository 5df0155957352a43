import type { Queryable } from '../../platform/db.ts';
import { registeredBillRepository, type NewRegisteredBill } from '../../modules/registered-bills/index.ts';

type SeedBill = Pick<NewRegisteredBill, 'biller_id' | 'service_id' | 'billing_no' | 'name'> & Partial<NewRegisteredBill>;

const electricity = (billing_no: string, name: string, extra: Partial<NewRegisteredBill> = {}): SeedBill => ({
  biller_id: 11,
  service_id: 111,
  billing_no,
  name,
  ...extra,
});
const water = (account: string, name: string, ownership: 'OWNER' | 'TENANT'): SeedBill => ({
  biller_id: 21,
  service_id: 211,
  billing_no: account,
  account_number: account,
  ownership,
  name,
});
const recharge = (mobile: string, name: string, category: 3131 | 3132): SeedBill => ({
  biller_id: 31,
  service_id: 313,
  billing_no: mobile,
  service_category_id: category,
  name,
});

/**
 * The demo customers' registered bills (DESIGN §6): references are ordinary sandbox references
 * (SANDBOX.md), so each inquires a deterministic bill; the history seed pays some of them.
 */
export const DEMO_REGISTERED_BILLS: Record<string, SeedBill[]> = {
  // The demo individual: postpaid and prepaid, electricity and water.
  '96890000001': [
    electricity('100234567', 'Home', { limit_consumption: 40, limit_consumption_unit: 900 }),
    electricity('100765432', 'Farm', { due_notification: 'Email' }),
    water('2004567', 'Home Water', 'OWNER'),
    water('2008910', 'Flat Water', 'TENANT'),
    { biller_id: 31, service_id: 311, billing_no: '91234567', name: 'Work Mobile' },
    recharge('90000001', 'My Mobile', 3131),
    recharge('91000002', 'Data SIM', 3132),
  ],
  // The demo company.
  '96890000010': [
    electricity('300111222', 'Office Power', { alert_notification: 'Email', due_notification: 'Email' }),
    { biller_id: 12, service_id: 121, billing_no: '300333444', name: 'Warehouse' },
    water('3005556', 'Office Water', 'OWNER'),
    { biller_id: 31, service_id: 312, billing_no: '24123456', name: 'Office Internet' },
  ],
};

export async function seedRegisteredBills(q: Queryable, customerIds: Map<string, number>): Promise<void> {
  for (const [mobile, bills] of Object.entries(DEMO_REGISTERED_BILLS)) {
    const customerId = customerIds.get(mobile);
    if (!customerId) continue;
    for (const b of bills) {
      await registeredBillRepository.insert(q, {
        customer_id: customerId,
        service_category_id: null,
        bill_no: '',
        account_number: null,
        ownership: null,
        limit_consumption: null,
        limit_consumption_unit: null,
        due_notification: 'SMS',
        alert_notification: 'SMS',
        ...b,
      });
    }
  }
}
