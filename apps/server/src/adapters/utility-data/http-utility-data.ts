import { meterOps } from '../provider-protocol/meter-protocol.ts';
import { bodyOf, type SignedClient } from '../provider-protocol/signed-client.ts';
import { addDays, omanDay } from './days.ts';
import type { DailyRead, Day, MeterRef, UtilityAlarm, UtilityData } from './utility-data.ts';

/** The utilities' meter-data service over its published, signed API (docs/providers/meter-data.json). */
export class HttpUtilityData implements UtilityData {
  constructor(private readonly client: SignedClient) {}

  /** Reads arrive once a day for the day before (the protocol's promise), so no call is needed. */
  lastReadDay(now: Date): Day {
    return addDays(omanDay(now), -1);
  }

  async dailyReads(meter: MeterRef, from: Day, to: Day): Promise<DailyRead[]> {
    return (await bodyOf('meter-data', this.client.call(meterOps.reads, { ...meter, from, to }))).reads;
  }

  async alarms(meter: MeterRef, from: Day, to: Day): Promise<UtilityAlarm[]> {
    return (await bodyOf('meter-data', this.client.call(meterOps.alarms, { ...meter, from, to }))).alarms;
  }
}
