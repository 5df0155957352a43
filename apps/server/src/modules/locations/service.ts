import type { AccountLocation, Branch, GetLocationDetailsRequest, MapSettings } from '@portal/contract';
import type { MeterLocations } from '../../adapters/meter-locations/meter-locations.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound, unauthorized } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { registeredBillRepository } from '../registered-bills/index.ts';
import { branchRepository, type BranchRow } from './repository.ts';

/** The dashboard's calls answer the same for a number that is not the customer's. */
export const notYourAccount = { en: 'This account is not one of your registered bills', ar: 'هذا الحساب ليس من فواتيرك المسجلة' };

const toBranch = (b: BranchRow): Branch => ({
  id: b.id,
  name: b.name,
  nameAr: b.name_ar,
  type: b.type,
  latitude: b.latitude === null ? null : Number(b.latitude),
  longtitude: b.longitude === null ? null : Number(b.longitude),
  contactInfo: b.contact_info,
  startHour: b.start_hour,
  endHour: b.end_hour,
  externalChannelCode: b.external_channel_code,
});

/**
 * Account locations come from the utility (the meter-locations adapter) for the signed-in customer's
 * own metered registered bills only; the account list is read with the customer's id, so another
 * customer's account number is simply not among them (404).
 */
export function locationsService({ db, config }: Deps, meters: MeterLocations) {
  async function accountLocations(session: SessionRef, body: GetLocationDetailsRequest): Promise<{ response: AccountLocation[] }> {
    if (body.customerInfo.customerID !== session.customerId) throw unauthorized();
    const bills = await registeredBillRepository.list(db, session.customerId);
    const wanted = body.accountNo ?? '';
    const chosen = wanted ? bills.filter((b) => b.billing_no === wanted || b.account_number === wanted) : bills;
    if (wanted && chosen.length === 0) throw notFound(notYourAccount);
    const response: AccountLocation[] = [];
    const seen = new Set<string>();
    for (const bill of chosen) {
      // Only utility services have a meter; telecom numbers and recharges have no place.
      if (!bill.is_dashboard_enabled || seen.has(bill.billing_no)) continue;
      seen.add(bill.billing_no);
      const point = await meters.locate({ billerId: bill.biller_id, accountNo: bill.billing_no });
      if (point) response.push({ accountNo: bill.billing_no, ...point });
    }
    return { response };
  }

  async function branches(): Promise<{ branches: Branch[] }> {
    return { branches: (await branchRepository.active(db)).map(toBranch) };
  }

  function mapSettings(): MapSettings {
    return { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION };
  }

  return { accountLocations, branches, mapSettings };
}
