import '@/shared/ui/mantine-css/charts';
import { DonutChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { ChartFrame } from './chart-frame';

const SIZE = 200;

/**
 * The usage gauge (spec 01 §9): a half doughnut with a 70% cutout, filled to the percentage (capped at
 * 100 for the drawing), red once the limit is passed. The percentage is written in the middle.
 */
export default function UsageGauge({
  percent,
  exceeded,
  summary,
  rtl,
}: {
  percent: number;
  exceeded: boolean;
  summary: string;
  rtl: boolean;
}) {
  const filled = Math.max(0, Math.min(100, percent));
  return (
    <ChartFrame summary={summary} testId="usage-gauge">
      {/* Only the upper half is drawn: the box is cut to it so the figures below sit close. */}
      <Box h={SIZE / 2 + 12} style={{ overflow: 'hidden' }}>
        <DonutChart
          data={[
            { name: 'used', value: filled, color: exceeded ? 'red.8' : 'brand.6' },
            { name: 'rest', value: 100 - filled, color: 'gray.3' },
          ]}
          size={SIZE}
          thickness={SIZE * 0.5 * 0.3}
          // Filled from the reading side: left to right in English, right to left in Arabic.
          startAngle={rtl ? 0 : 180}
          endAngle={rtl ? 180 : 0}
          withTooltip={false}
          strokeWidth={0}
          chartLabel={`${percent}%`}
          mx="auto"
          styles={{ label: { fontSize: 26, fontWeight: 700, fill: 'var(--mantine-color-gray-9)', transform: 'translateY(-18px)' } }}
        />
      </Box>
    </ChartFrame>
  );
}
