import type { MeterLocations, MeterPoint } from './meter-locations.ts';

type Anchor = readonly [latitude: number, longitude: number];

// Inland points of towns each utility serves, so a meter never lands in the sea.
const MUSCAT: Anchor[] = [
  [23.565, 58.399],
  [23.605, 58.18],
  [23.52, 58.497],
  [23.585, 58.33],
  [23.63, 58.235],
];
const MAZOON: Anchor[] = [
  [22.933, 57.533],
  [22.69, 58.533],
  [23.66, 57.87],
  [23.39, 57.424],
  [22.555, 59.5],
];
const MAJAN: Anchor[] = [
  [24.33, 56.715],
  [23.226, 56.515],
  [24.25, 55.793],
  [24.15, 56.855],
];
const RURAL: Anchor[] = [
  [26.17, 56.25],
  [19.662, 57.695],
  [19.96, 56.28],
];
const DHOFAR: Anchor[] = [
  [17.035, 54.09],
  [17.04, 54.13],
  [17.66, 54.025],
];

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
