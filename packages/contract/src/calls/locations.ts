import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { DeviceInfoSchema } from '../common-fields.ts';
import { normalizeDigits } from '../digits.ts';

/**
 * Location details and branch details (spec 01 §2 "Location details", "Branch details", §3 "Location",
 * "Branch/kiosk record", §7, §9). Wire names are the spec's, `longtitude` of a branch included.
 *
 * Departures from the spec:
 * - GetLocationDetails answers `details.response` as a list of `{ accountNo, latitude, longitude }`:
 *   an empty or absent `accountNo` asks for every location of the customer's metered accounts (the
 *   screen's "All"), an account number for that account's. Only the signed-in customer's registered
 *   bills are accounts: another number answers 404 (as the dashboard's calls), another customer id 401. A registered bill
 *   without a meter (telecom, recharges) has no location and answers an empty list.
 * - Branch records add `id` and `nameAr` (bilingual names); `contactInfo` is '' when a kiosk has no
 *   telephone and `latitude`/`longtitude` null when it has no fixed place (a mobile kiosk).
 * - LocationDetails/GetMapSettings is ours: the map tiles' URL template and attribution come from the
 *   server's configuration (MAP_TILE_URL), so changing the tile provider needs no client rebuild and the
 *   server's CSP allows exactly that host. An empty `tileUrl` means no tiles: markers on a plain ground.
 */

const tokenInfo = lazy(() =>
  z
    .object({ token: z.string().max(256).nullish(), sessionId: z.string().max(256).nullish(), dataKey: z.string().max(256).nullish() })
    .nullish(),
);

export const GetLocationDetailsRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    tokenInfo,
    customerInfo: z.object({ customerID: z.number().int() }),
    /** A registered bill's billing number (Arabic-Indic digits accepted); empty or absent for all accounts. */
    accountNo: z
      .string()
      .max(30)
      .transform((v) => normalizeDigits(v).trim().toUpperCase())
      .nullish(),
  }),
);
export type GetLocationDetailsRequest = z.infer<typeof GetLocationDetailsRequestSchema>;

export const AccountLocationSchema = lazy(() =>
  z.object({
    accountNo: z.string(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
);
export type AccountLocation = z.infer<typeof AccountLocationSchema>;
export const GetLocationDetailsDetailsSchema = lazy(() => z.object({ response: z.array(AccountLocationSchema) }));

export const GetBrancheDetailsRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    sysOpInfo: z.unknown().optional(),
    /** The spec sends an empty code; any other code is refused (901). */
    lookupsInfo: z.object({ code: z.literal('').nullish() }).nullish(),
  }),
);

export const BranchSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    nameAr: z.string(),
    /** 'Branch' for a branch, anything else (here 'Kiosk') a kiosk. */
    type: z.string(),
    latitude: z.number().nullable(),
    longtitude: z.number().nullable(),
    /** A telephone number, or '' when there is none (the screen shows "-"). */
    contactInfo: z.string(),
    /** Opening hours, 24-hour "HH:MM" in Oman time. */
    startHour: z.string(),
    endHour: z.string(),
    externalChannelCode: z.string(),
  }),
);
export type Branch = z.infer<typeof BranchSchema>;
export const GetBrancheDetailsDetailsSchema = lazy(() => z.object({ branches: z.array(BranchSchema) }));

export const GetMapSettingsRequestSchema = lazy(() => z.object({ deviceInfo: DeviceInfoSchema }));
export const MapSettingsSchema = lazy(() =>
  z.object({
    /** A Leaflet URL template ({s}, {z}, {x}, {y}); '' for no tiles. */
    tileUrl: z.string(),
    attribution: z.string(),
  }),
);
export type MapSettings = z.infer<typeof MapSettingsSchema>;
