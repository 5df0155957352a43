import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { DeviceInfoSchema } from '../common-fields.ts';
import { normalizeDigits } from '../digits.ts';

/**
 * Dashboard and usage calls (spec 01 §2 "Dashboard", "Usage page", §3 "Meter reading", "Alarm group",
 * §7 Dashboard/GetLastMeterReading, GetAlarms, GetMeterReadings). The utility meter data behind them
 * comes from the utility-data adapter (a sandbox in this repo).
 *
 * Departures from the spec:
 * - `accountNo` must be the billing (or account) number of one of the signed-in customer's registered
 *   bills: any other answers 404 "This account is not one of your registered bills", so numbers of other
 *   customers cannot be probed. A registered bill whose service has no meter (not dashboard-enabled)
 *   answers 404 "No meter readings are available for this account". A customer id that is not the
 *   session's answers 401.
 * - Readings carry a `unit` (kWh, m3) and the comparison with the bill's consumption limit
 *   (`limitConsumptionByUnit` of the registered bill, in units); monthly readings carry the meter
 *   reading at the month's end beside its consumption, so one call feeds both charts.
 * - GetMeterReadings' `frequency` is Monthly (the last 12 months, the current one to date) or Daily
 *   (the days from startDate to endDate, at most 366; default the last 30). Dates are YYYY-MM-DD.
 * - GetAlarms: the spec's client sends startDate and endDate both "now"; a range shorter than a day
 *   (or none) answers the alarms of the 12 months up to endDate. Each alarm adds `alarmMessageAr` and
 *   `alarmType`; alarms are newest first.
 * - Dashboard/GetAds is our addition: the ad slider's ads (bilingual images), or the default ad when
 *   no campaign runs.
 */
export const DASHBOARD_READING_MONTHS = 12;
export const MAX_DAILY_READINGS = 366;

/** An account number as typed or stored: digits (Arabic-Indic accepted) or letters, at most 30. */
const AccountNoSchema = lazy(() =>
  z
    .string()
    .max(30)
    .transform((v) => normalizeDigits(v).trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,30}$/, 'account number: letters and digits only')),
);

const IsoDateSchema = lazy(() => z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'date: YYYY-MM-DD'));
/** "now" may arrive as an ISO date-time, a date, or nothing. */
const OptionalDateSchema = lazy(() => z.union([IsoDateSchema, z.literal('')]).nullish());

const customerInfo = lazy(() => z.object({ customerID: z.number().int() }).nullish());

export const MeterTypeSchema = lazy(() => z.enum(['Electricity', 'Water']));
export type MeterType = z.infer<typeof MeterTypeSchema>;
export const MeterUnitSchema = lazy(() => z.enum(['kWh', 'm3']));

export const ReadingSchema = lazy(() =>
  z.object({
    meterReadingDate: z.string(),
    /** Units used in the period (a day or a month). */
    consumption: z.number(),
    /** The meter's cumulative reading at the period's end. */
    meterReading: z.number(),
  }),
);
export type Reading = z.infer<typeof ReadingSchema>;

export const MeterReadingSchema = lazy(() =>
  z.object({
    accountNumber: z.string(),
    type: MeterTypeSchema,
    unit: MeterUnitSchema,
    meterReading: z.number(),
    meterReadingDate: z.string(),
    readings: z.array(ReadingSchema),
  }),
);
export type MeterReading = z.infer<typeof MeterReadingSchema>;

/** The last reading with this month's use against the limit (the usage gauge). */
export const LastMeterReadingSchema = lazy(() =>
  MeterReadingSchema.extend({
    /** Units used since the 1st of this month. */
    consumption: z.number(),
    /** Units used last month. */
    previousConsumption: z.number(),
    /** The bill's limit in units, or null when none is set. */
    limitConsumption: z.number().nullable(),
    /** This month's use as a percentage of the limit, or of the year's highest month when no limit is set. */
    usagePercent: z.number(),
    limitExceeded: z.boolean(),
  }),
);
export type LastMeterReading = z.infer<typeof LastMeterReadingSchema>;

export const GetLastMeterReadingRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo,
    accountNo: AccountNoSchema,
    frequency: z.string().max(20).nullish(),
  }),
);
export const GetLastMeterReadingDetailsSchema = lazy(() => z.object({ response: LastMeterReadingSchema }));

export const GetMeterReadingsRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo,
    accountNo: AccountNoSchema,
    frequency: z.enum(['Monthly', 'Daily']).default('Monthly'),
    startDate: OptionalDateSchema,
    endDate: OptionalDateSchema,
  }),
);
export type GetMeterReadingsRequest = z.infer<typeof GetMeterReadingsRequestSchema>;
export const GetMeterReadingsDetailsSchema = lazy(() => z.object({ response: z.array(MeterReadingSchema) }));

export const AlarmTypeSchema = lazy(() => z.enum(['HighConsumption', 'LimitExceeded', 'Leak', 'MeterOffline']));
export type AlarmType = z.infer<typeof AlarmTypeSchema>;
export const AlarmSchema = lazy(() =>
  z.object({
    alarmType: AlarmTypeSchema,
    alarmMessage: z.string(),
    alarmMessageAr: z.string(),
    /** YYYY-MM-DD. */
    alarmDate: z.string(),
  }),
);
export type Alarm = z.infer<typeof AlarmSchema>;
export const AlarmGroupSchema = lazy(() => z.object({ accountNumber: z.string(), alarms: z.array(AlarmSchema) }));

export const GetAlarmsRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo,
    accountNo: AccountNoSchema,
    startDate: OptionalDateSchema,
    endDate: OptionalDateSchema,
  }),
);
export type GetAlarmsRequest = z.infer<typeof GetAlarmsRequestSchema>;
export const GetAlarmsDetailsSchema = lazy(() => z.object({ response: z.array(AlarmGroupSchema) }));

export const AdSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    titleAr: z.string(),
    imageUrl: z.string(),
    imageUrlAr: z.string(),
    /** A portal path the ad leads to, or null. */
    link: z.string().nullable(),
    isDefault: z.boolean(),
  }),
);
export type Ad = z.infer<typeof AdSchema>;
export const GetAdsRequestSchema = lazy(() => z.object({ deviceInfo: DeviceInfoSchema }));
export const GetAdsDetailsSchema = lazy(() => z.object({ ads: z.array(AdSchema) }));
