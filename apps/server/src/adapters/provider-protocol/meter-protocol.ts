import { z } from 'zod';
import { Bilingual, COMMON_ERRORS, operation, type ProviderProtocol } from './operation.ts';

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A calendar day in Oman time (UTC+4)');
const MeterWindow = z.object({ accountNo: z.string().min(1).max(40), kind: z.enum(['Electricity', 'Water']), from: Day, to: Day });

export const meterOps = {
  reads: operation({
    operationId: 'dailyReads',
    path: '/v1/meters/reads',
    summary: 'One read per day from `from` to `to` (clipped to the days held), oldest first. Units in hundredths (kWh or m3).',
    request: MeterWindow,
    response: z.object({
      reads: z.array(z.object({ date: Day, consumption: z.number().int().min(0), meterReading: z.number().int().min(0) })),
    }),
    key: null,
    safeToRetry: true,
    errors: {},
    example: {
      request: { accountNo: '100234567', kind: 'Electricity', from: '2026-11-01', to: '2026-11-02' },
      response: {
        reads: [
          { date: '2026-11-01', consumption: 2_315, meterReading: 1_804_220 },
          { date: '2026-11-02', consumption: 2_190, meterReading: 1_806_410 },
        ],
      },
    },
  }),
  alarms: operation({
    operationId: 'alarms',
    path: '/v1/meters/alarms',
    summary: 'The alarms the utility raised on the meter between `from` and `to`, oldest first, worded in both languages.',
    request: MeterWindow,
    response: z.object({
      alarms: z.array(z.object({ type: z.enum(['HighConsumption', 'Leak', 'MeterOffline']), date: Day, message: Bilingual })),
    }),
    key: null,
    safeToRetry: true,
    errors: {},
    example: {
      request: { accountNo: '2004567', kind: 'Water', from: '2026-11-01', to: '2026-11-30' },
      response: {
        alarms: [
          {
            type: 'MeterOffline',
            date: '2026-11-12',
            message: {
              en: "The meter did not report on 2026-11-12; the next reading includes that day's use",
              ar: 'لم يرسل العداد قراءته في 2026-11-12؛ القراءة التالية تشمل استهلاك ذلك اليوم',
            },
          },
        ],
      },
    },
  }),
};

export const meterProtocol: ProviderProtocol = {
  name: 'meter-data',
  title: 'Utility meter data API',
  version: '1',
  description: `Daily reads and alarms of electricity and water meters. Refusals every call may answer: ${Object.keys(COMMON_ERRORS).join(', ')}.`,
  operations: Object.values(meterOps),
};
