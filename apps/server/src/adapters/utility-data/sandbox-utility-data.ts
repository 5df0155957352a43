import { addDays, dayNumber, omanDay } from './days.ts';
import { indexOf, SANDBOX_ORIGIN, sandboxSeries, type SandboxDay } from './sandbox-series.ts';
import type { DailyRead, Day, MeterRef, UtilityAlarm, UtilityData } from './utility-data.ts';

const UNIT = { Electricity: { en: 'kWh', ar: 'كيلوواط ساعة' }, Water: { en: 'm³', ar: 'متر مكعب' } } as const;
const amount = (hundredths: number) => (hundredths / 100).toFixed(hundredths % 100 === 0 ? 0 : 2);

/** The utility's wording of each alarm, in both languages. */
function alarmOf(meter: MeterRef, day: SandboxDay, usual: number): UtilityAlarm | null {
  const u = UNIT[meter.kind];
  switch (day.event) {
    case 'HighConsumption': {
      const times = (day.consumption / usual).toFixed(1);
      return {
        type: 'HighConsumption',
        date: day.date,
        message: {
          en: `High consumption: ${amount(day.consumption)} ${u.en} used on ${day.date}, ${times} times your usual daily use`,
          ar: `استهلاك مرتفع: ${amount(day.consumption)} ${u.ar} في ${day.date}، أي ${times} ضعف استهلاكك اليومي المعتاد`,
        },
      };
    }
    case 'Leak':
      return {
        type: 'Leak',
        date: day.date,
        message: {
          en: 'Possible water leak: water kept flowing through the night for 3 days. Please check your pipes and tanks',
          ar: 'احتمال تسرب المياه: استمر تدفق المياه طوال الليل لمدة 3 أيام. يرجى فحص الأنابيب والخزانات',
        },
      };
    case 'MeterOffline':
      return {
        type: 'MeterOffline',
        date: day.date,
        message: {
          en: `The meter did not report on ${day.date}; the next reading includes that day's use`,
          ar: `لم يرسل العداد قراءته في ${day.date}؛ القراءة التالية تشمل استهلاك ذلك اليوم`,
        },
      };
    default:
      return null;
  }
}

/**
 * A stand-in for the utilities' meter-data service (SANDBOX.md): a daily read for every meter from
 * SANDBOX_ORIGIN to yesterday, drawn from a hash of its account number, Oman's seasons and a few
 * monthly events (a spike, a leak, a day offline) that also raise the utility's alarms.
 */
export class SandboxUtilityData implements UtilityData {
  lastReadDay(now: Date): Day {
    return addDays(omanDay(now), -1);
  }

  async dailyReads(meter: MeterRef, from: Day, to: Day): Promise<DailyRead[]> {
    return this.window(meter, from, to).map(({ date, consumption, meterReading }) => ({ date, consumption, meterReading }));
  }

  async alarms(meter: MeterRef, from: Day, to: Day): Promise<UtilityAlarm[]> {
    const series = sandboxSeries(meter, to);
    const start = Math.max(0, indexOf(from));
    const alarms: UtilityAlarm[] = [];
    for (let i = start; i < series.length; i++) {
      const day = series[i]!;
      if (!day.event) continue;
      // The usual use: the mean of the 14 days before, as the utility's rule compares against.
      const before = series.slice(Math.max(0, i - 14), i);
      const usual = before.length ? before.reduce((s, d) => s + d.consumption, 0) / before.length : day.consumption;
      const alarm = alarmOf(meter, day, usual || 1);
      if (alarm) alarms.push(alarm);
    }
    return alarms;
  }

  private window(meter: MeterRef, from: Day, to: Day): SandboxDay[] {
    if (dayNumber(to) < dayNumber(SANDBOX_ORIGIN) || dayNumber(from) > dayNumber(to)) return [];
    return sandboxSeries(meter, to).slice(Math.max(0, indexOf(from)));
  }
}
