import '@/shared/ui/mantine-css/charts';
import { BarChart, LineChart } from '@mantine/charts';
import { ChartFrame } from './chart-frame';

export interface MonthPoint {
  month: string;
  consumption: number;
  meterReading: number;
}

interface ChartProps {
  points: MonthPoint[];
  rtl: boolean;
  summary: string;
  seriesLabel: string;
}

const whole = (v: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(v);
const number = (v: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(v);
/** What both charts share: a month a point, lines across the value axis only. */
const monthly = (points: MonthPoint[]) => ({ h: 260, data: points, dataKey: 'month', tickLine: 'y', gridAxis: 'y' }) as const;

/** Arabic reads right to left: the oldest month on the right and the value axis on the right. */
const axes = (rtl: boolean) => ({
  xAxisProps: { reversed: rtl },
  yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const), width: 64 },
});

/** Units used per month, with the monthly limit as a dashed line when one is set. */
export function MonthlyBarChart({ points, rtl, summary, seriesLabel, limit }: ChartProps & { limit: number | null }) {
  return (
    <ChartFrame summary={summary} testId="monthly-chart">
      <BarChart
        {...monthly(points)}
        series={[{ name: 'consumption', color: 'brand.6', label: seriesLabel }]}
        valueFormatter={number}
        // The limit's name sits under the chart (ConsumptionCards): red text over the bars would be unreadable.
        referenceLines={limit ? [{ y: limit, color: 'red.8', strokeDasharray: '6 4' }] : []}
        {...axes(rtl)}
      />
    </ChartFrame>
  );
}

/** The meter's cumulative reading at each month's end. */
export function MeterLineChart({ points, rtl, summary, seriesLabel }: ChartProps) {
  return (
    <ChartFrame summary={summary} testId="meter-chart">
      <LineChart
        {...monthly(points)}
        series={[{ name: 'meterReading', color: 'indigo.7', label: seriesLabel }]}
        valueFormatter={whole}
        curveType="monotone"
        strokeWidth={3}
        yAxisProps={{ orientation: rtl ? 'right' : 'left', width: 80, domain: ['auto', 'auto'] }}
        xAxisProps={{ reversed: rtl }}
      />
    </ChartFrame>
  );
}
