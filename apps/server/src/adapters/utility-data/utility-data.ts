/**
 * The utility companies' meter-data service as our server sees it (DESIGN §1): daily reads of a
 * customer's electricity or water meter and the alarms the utility raises on them. A real provider is
 * another implementation of this interface, chosen by configuration; the sandbox is the default.
 */
export type MeterKind = 'Electricity' | 'Water';

export interface MeterRef {
  /** The account (billing) number the utility knows the meter by. */
  accountNo: string;
  kind: MeterKind;
}

/** A calendar day as YYYY-MM-DD (Oman time, UTC+4, where the meters are). */
export type Day = string;

export interface DailyRead {
  date: Day;
  /** Units used that day, in hundredths of a unit (kWh or m3), so sums stay exact integers. */
  consumption: number;
  /** The meter's cumulative reading at the end of that day, in hundredths of a unit. */
  meterReading: number;
}

export type UtilityAlarmType = 'HighConsumption' | 'Leak' | 'MeterOffline';

export interface UtilityAlarm {
  type: UtilityAlarmType;
  date: Day;
  message: { en: string; ar: string };
}

export interface UtilityData {
  /** The last day whose read has arrived (reads come in once a day, for the day before). */
  lastReadDay(now: Date): Day;
  /** One read per day from `from` to `to` inclusive (clipped to the days the service holds), oldest first. */
  dailyReads(meter: MeterRef, from: Day, to: Day): Promise<DailyRead[]>;
  /** The alarms the utility raised on the meter between `from` and `to` inclusive, oldest first. */
  alarms(meter: MeterRef, from: Day, to: Day): Promise<UtilityAlarm[]>;
}
