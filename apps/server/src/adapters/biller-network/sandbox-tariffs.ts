/**
 * What the sandbox switch charges per service, keyed by the seeded catalog's service ids
 * (db/seed/catalog-data.ts). Amounts in baisa. VAT is 5% of the fee; `tax` is a fixed charge.
 */
export type TariffKind = 'electricity' | 'water' | 'telecom' | 'government' | 'insurance' | 'voucher';

export interface Tariff {
  kind: TariffKind;
  fee: number;
  tax?: number;
}

/** Convenience fee for a card or wallet payment of a bill. */
const CONVENIENCE_FEE = 100;
const electricity: Tariff = { kind: 'electricity', fee: CONVENIENCE_FEE };
const water: Tariff = { kind: 'water', fee: CONVENIENCE_FEE };
const telecom: Tariff = { kind: 'telecom', fee: CONVENIENCE_FEE };
/** Recharges and vouchers are sold at face value. */
const recharge: Tariff = { kind: 'telecom', fee: 0 };
const voucher: Tariff = { kind: 'voucher', fee: 0 };

export const SANDBOX_TARIFFS: Record<number, Tariff> = {
  111: electricity,
  112: { kind: 'electricity', fee: 0 },
  121: electricity,
  131: electricity,
  141: electricity,
  151: electricity,
  152: water,
  211: water,
  212: { kind: 'water', fee: 200 },
  221: water,
  311: telecom,
  312: telecom,
  313: recharge,
  321: telecom,
  322: recharge,
  331: telecom,
  332: recharge,
  // Traffic fines carry no fee but a fixed government service charge, so some bill shows a tax.
  411: { kind: 'government', fee: 0, tax: 500 },
  421: { kind: 'government', fee: CONVENIENCE_FEE },
  422: { kind: 'government', fee: 0 },
  431: { kind: 'government', fee: CONVENIENCE_FEE },
  432: { kind: 'government', fee: 0 },
  511: { kind: 'insurance', fee: 250 },
  611: voucher,
  711: voucher,
  721: voucher,
  731: voucher,
  741: voucher,
};

const DEFAULT_TARIFF: Tariff = { kind: 'government', fee: CONVENIENCE_FEE };

export const tariffOf = (serviceId: number): Tariff => SANDBOX_TARIFFS[serviceId] ?? DEFAULT_TARIFF;

/** 5% VAT on the fee, rounded half up to the baisa, in integers. */
export const vatOnFee = (fee: number): number => Math.floor((fee * 5 + 50) / 100);
