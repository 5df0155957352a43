import '@/shared/ui/mantine-css/charts';
import { DonutChart } from '@mantine/charts';
import { ChartFrame } from './chart-frame';

export interface DonutSlice {
  name: string;
  baisa: number;
}

/** Colours for slices, dark enough against white and against each other (WCAG 1.4.11 non-text contrast). */
const PALETTE = ['brand.6', 'indigo.7', 'orange.8', 'grape.7', 'teal.8', 'red.8', 'cyan.8', 'lime.9'];

/** The balance doughnut: one slice per bill owing, the total in the middle; a grey ring when nothing is owed. */
export default function OutstandingDonut({ slices, totalText, summary }: { slices: DonutSlice[]; totalText: string; summary: string }) {
  const data = slices.length
    ? slices.map((s, i) => ({ name: s.name, value: s.baisa / 1000, color: PALETTE[i % PALETTE.length]! }))
    : [{ name: '-', value: 1, color: 'gray.3' }];
  return (
    <ChartFrame summary={summary} testId="outstanding-chart">
      <DonutChart
        data={data}
        size={170}
        thickness={26}
        // First-strong isolate: inside the SVG the amount keeps its own reading order ("12.345 ر.ع." number first in Arabic), as <bdi> does in HTML.
        chartLabel={`\u2068${totalText}\u2069`}
        withTooltip={slices.length > 0}
        tooltipDataSource="segment"
        valueFormatter={(v) => v.toFixed(3)}
        paddingAngle={slices.length > 1 ? 2 : 0}
        mx="auto"
        styles={{ label: { fontSize: 14, fontWeight: 700, fill: 'var(--mantine-color-gray-9)' } }}
      />
    </ChartFrame>
  );
}
