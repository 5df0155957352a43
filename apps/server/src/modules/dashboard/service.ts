import {
  DASHBOARD_READING_MONTHS,
  ErrorCode,
  MAX_DAILY_READINGS,
  type Alarm,
  type GetAlarmsRequest,
  type GetMeterReadingsRequest,
  type LastMeterReading,
  type MeterReading,
} from '@portal/contract';
import { addDays, dayNumber, isDay, monthStart } from '../../adapters/utility-data/days.ts';
import type { Day, MeterRef } from '../../adapters/utility-data/utility-data.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { dashboardRepository as repo } from './repository.ts';
import { kindOf, limitCrossings, monthlyReads, toReading, UNIT, units } from './usage.ts';

export const notYourAccount = { en: 'This account is not one of your registered bills', ar: 'هذا الحساب ليس من فواتيرك المسجلة' };
export const noMeter = { en: 'No meter readings are available for this account', ar: 'لا تتوفر قراءات عداد لهذا الحساب' };
const badDate = { en: 'Dates must be real days written YYYY-MM-DD', ar: 'يجب أن تكون التواريخ أياماً صحيحة بصيغة YYYY-MM-DD' };
const badRange = {
  en: `The start date must be on or before the end date, at most ${MAX_DAILY_READINGS} days apart`,
  ar: `يجب أن يكون تاريخ البداية في تاريخ النهاية أو قبله، وألا يزيد الفرق على ${MAX_DAILY_READINGS} يوماً`,
};

interface Meter extends MeterRef {
  /** The bill's monthly limit in hundredths of a unit, or null. */
  limit: number | null;
}

/** A date sent by the client (a day or an ISO date-time): its day, or undefined when empty. */
function dayFrom(text: string | null | undefined): Day | undefined {
  if (!text) return undefined;
  const day = text.slice(0, 10);
  if (!isDay(day)) throw new AppError(ErrorCode.MissingDataIntegrity, badDate);
  return day;
}

const earliest = (a: Day, b: Day) => (dayNumber(a) <= dayNumber(b) ? a : b);

/**
 * Meter readings, usage against the bill's limit and alarms for the signed-in customer's own metered
 * accounts (spec 01 §2 Dashboard, Usage page). Every call first finds the account among the customer's
 * registered bills, so no request reaches the utility for a number that is not theirs.
 */
export function dashboardService({ db, utilityData }: Deps, clock: () => Date = () => new Date()) {
  async function meterOf(session: SessionRef, accountNo: string, customerId: number | null | undefined): Promise<Meter> {
    if (customerId != null && customerId !== session.customerId) throw unauthorized();
    const bill = await repo.meterAccount(db, session.customerId, accountNo);
    if (!bill) throw notFound(notYourAccount);
    const kind = kindOf(bill.service_name, bill.category_short_name);
    if (!bill.is_dashboard_enabled || !kind) throw notFound(noMeter);
    const limit = bill.limit_consumption_unit ? bill.limit_consumption_unit * 100 : null;
    return { accountNo: bill.account_number || bill.billing_no, kind, limit };
  }

  const base = (m: Meter) => ({ accountNumber: m.accountNo, type: m.kind, unit: UNIT[m.kind].wire });

  async function lastMeterReading(
    session: SessionRef,
    accountNo: string,
    customerId?: number | null,
  ): Promise<{ response: LastMeterReading }> {
    const meter = await meterOf(session, accountNo, customerId);
    const last = utilityData.lastReadDay(clock());
    const reads = await utilityData.dailyReads(meter, monthStart(last, DASHBOARD_READING_MONTHS), last);
    const months = monthlyReads(reads);
    const current = months.at(-1);
    const consumption = current?.consumption ?? 0;
    const earlier = months.slice(0, -1);
    const peak = Math.max(0, ...earlier.map((m) => m.consumption));
    const reference = meter.limit ?? peak;
    return {
      response: {
        ...base(meter),
        meterReading: units(reads.at(-1)?.meterReading ?? 0),
        meterReadingDate: reads.at(-1)?.date ?? last,
        readings: reads.slice(-7).map(toReading),
        consumption: units(consumption),
        previousConsumption: units(earlier.at(-1)?.consumption ?? 0),
        limitConsumption: meter.limit === null ? null : units(meter.limit),
        usagePercent: reference > 0 ? Math.round((consumption / reference) * 100) : 0,
        limitExceeded: meter.limit !== null && consumption > meter.limit,
      },
    };
  }

  async function meterReadings(session: SessionRef, body: GetMeterReadingsRequest): Promise<{ response: MeterReading[] }> {
    const meter = await meterOf(session, body.accountNo, body.customerInfo?.customerID);
    const last = utilityData.lastReadDay(clock());
    const end = earliest(dayFrom(body.endDate) ?? last, last);
    let start: Day;
    if (body.frequency === 'Monthly') {
      start = monthStart(end, DASHBOARD_READING_MONTHS - 1);
    } else {
      start = dayFrom(body.startDate) ?? addDays(end, -29);
      const span = dayNumber(end) - dayNumber(start) + 1;
      if (span < 1 || span > MAX_DAILY_READINGS) throw new AppError(ErrorCode.MissingDataIntegrity, badRange);
    }
    const reads = await utilityData.dailyReads(meter, start, end);
    const shown = body.frequency === 'Monthly' ? monthlyReads(reads) : reads;
    const latest = reads.at(-1);
    return {
      response: [
        {
          ...base(meter),
          meterReading: units(latest?.meterReading ?? 0),
          meterReadingDate: latest?.date ?? end,
          readings: shown.map(toReading),
        },
      ],
    };
  }

  async function alarms(session: SessionRef, body: GetAlarmsRequest) {
    const meter = await meterOf(session, body.accountNo, body.customerInfo?.customerID);
    const last = utilityData.lastReadDay(clock());
    const end = earliest(dayFrom(body.endDate) ?? last, last);
    const asked = dayFrom(body.startDate);
    // The spec's client sends "now" twice: a range under a day means the year up to the end.
    const start = asked && dayNumber(asked) < dayNumber(end) ? asked : addDays(end, -364);
    const fromUtility = await utilityData.alarms(meter, start, end);
    const list: Alarm[] = fromUtility.map((a) => ({
      alarmType: a.type,
      alarmDate: a.date,
      alarmMessage: a.message.en,
      alarmMessageAr: a.message.ar,
    }));
    if (meter.limit !== null) {
      const reads = await utilityData.dailyReads(meter, monthStart(start), end);
      const u = UNIT[meter.kind];
      const limit = units(meter.limit);
      for (const c of limitCrossings(reads, meter.limit)) {
        if (dayNumber(c.date) < dayNumber(start)) continue;
        list.push({
          alarmType: 'LimitExceeded',
          alarmDate: c.date,
          alarmMessage: `Consumption limit exceeded: ${units(c.used)} ${u.en} used this month by ${c.date}, above your limit of ${limit} ${u.en}`,
          alarmMessageAr: `تم تجاوز حد الاستهلاك: ${units(c.used)} ${u.ar} هذا الشهر حتى ${c.date}، أعلى من حدك البالغ ${limit} ${u.ar}`,
        });
      }
    }
    list.sort((a, b) => b.alarmDate.localeCompare(a.alarmDate) || a.alarmType.localeCompare(b.alarmType));
    return { response: [{ accountNumber: meter.accountNo, alarms: list }] };
  }

  return { lastMeterReading, meterReadings, alarms };
}
