import type { MeterLocations, MeterPoint } from './meter-locations.ts';

type Anchor = readonly [latitude: number, longitude: number];

// Inland points of towns each utility serves, so a meter never lands in the sea.
const MUSCAT: Anchor[] = [[23.5650, 58.3990], [23.6050, 58.1800], [23.5200, 58.4970], [23.5850, 58.3300], [23.6300, 58.2350]];
const MAZOON: Anchor[] = [[22.9330, 57.5330], [22.6900, 58.5330], [23.6600, 57.8700], [23.3900, 57.4240], [22.5550, 59.5000]];
const MAJAN: Anchor[] = [[24.3300, 56.7150], [23.2260, 56.5150], [24.2500, 55.7930], [24.1500, 56.8550]];
const RURAL: Anchor[] = [[26.1700, 56.2500], [19.6620, 57.6950], [19.9600, 56.2800]];
const DHOFAR: Anchor[] = [[17.0350, 54.0900], [17.0400, 54.1300], [17.6600, 54.0250]];

/** Billers of the seeded catalog (db/seed/catalog-data.ts) and the areas they serve; others: Muscat. */
const SERVICE_AREAS: Record<number, Anchor[]> = {
  11: MUSCAT,
  12: MAZOON,
  13: MAJAN,
  14: RURAL,
  15: DHOFAR,
  21: [...MUSCAT, ...MAZOON, ...MAJAN, ...RURAL, ...DHOFAR],
  22: MUSCAT,
};

/** About 800 m either way around the town's point. */
const SPREAD = 0.008;

/** FNV-1a: a fixed, well-spread 32-bit hash, so an account's meter is always in the same place. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Deterministic meter places inside Oman: any account of a biller lies in one of the towns it serves. */
export const sandboxMeterLocations: MeterLocations = {
  async locate({ billerId, accountNo }): Promise<MeterPoint> {
    const area = SERVICE_AREAS[billerId] ?? MUSCAT;
    const h = hash(`${billerId}:${accountNo}`);
    const [lat, lng] = area[h % area.length]!;
    const offset = (bits: number) => ((bits & 0xff) / 255 - 0.5) * 2 * SPREAD;
    return { latitude: round6(lat + offset(h >>> 8)), longitude: round6(lng + offset(h >>> 16)) };
  },
};
