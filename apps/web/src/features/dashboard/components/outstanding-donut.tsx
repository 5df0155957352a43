import { ChartFrame } from '../charts/chart-frame';

export interface DonutSlice {
  name: string;
  baisa: number;
}

/** Colours for slices, dark enough against white and against each other (WCAG 1.4.11 non-text contrast). */
const PALETTE = ['brand-6', 'indigo-7', 'orange-8', 'grape-7', 'teal-8', 'red-8', 'cyan-8', 'lime-9'];
const SIZE = 170;
const THICKNESS = 26;
const RADIUS = (SIZE - THICKNESS) / 2;
/** Degrees of white between slices when there are several. */
const GAP = 2;

const point = (degrees: number) => {
  // 0° at twelve o'clock, clockwise.
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(SIZE / 2 + RADIUS * Math.cos(radians)).toFixed(2)} ${(SIZE / 2 + RADIUS * Math.sin(radians)).toFixed(2)}`;
};

/** One slice as a stroked arc from `from` to `to` degrees; a whole ring as two half arcs. */
function arc(from: number, to: number): string {
  if (to - from >= 359.99) return `M ${point(0)} A ${RADIUS} ${RADIUS} 0 1 1 ${point(180)} A ${RADIUS} ${RADIUS} 0 1 1 ${point(360)}`;
  return `M ${point(from)} A ${RADIUS} ${RADIUS} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)}`;
}

/**
 * The balance doughnut: one slice per bill owing, the total in the middle; a grey ring when nothing is
 * owed. Plain SVG rather than the chart library: it is on the Dashboard's first screen, and drawing it
 * with recharts took about 400 ms of a phone's CPU when the bills arrived (issue 13). Each slice names its
 * bill and amount on hover; the frame says the same in words for assistive technology.
 */
export function OutstandingDonut({ slices, totalText, summary }: { slices: DonutSlice[]; totalText: string; summary: string }) {
  const total = slices.reduce((sum, s) => sum + s.baisa, 0);
  const gap = slices.length > 1 ? GAP : 0;
  let start = 0;
  const drawn = slices.map((s, i) => {
    const sweep = (s.baisa / total) * 360;
    const from = start + gap / 2;
    const to = Math.max(from + 0.5, start + sweep - gap / 2);
    start += sweep;
    return {
      key: `${s.name}-${i}`,
      d: arc(from, to),
      colour: PALETTE[i % PALETTE.length]!,
      title: `${s.name}: ${(s.baisa / 1000).toFixed(3)}`,
    };
  });
  return (
    <ChartFrame summary={summary} testId="outstanding-chart">
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} style={{ display: 'block', marginInline: 'auto' }} aria-hidden="true">
        {drawn.length ? (
          drawn.map((slice) => (
            <path
              key={slice.key}
              className="outstanding-slice"
              d={slice.d}
              fill="none"
              stroke={`var(--mantine-color-${slice.colour})`}
              strokeWidth={THICKNESS}
            >
              <title>{slice.title}</title>
            </path>
          ))
        ) : (
          <path className="outstanding-slice" d={arc(0, 360)} fill="none" stroke="var(--mantine-color-gray-3)" strokeWidth={THICKNESS} />
        )}
        {/* First-strong isolate: inside the SVG the amount keeps its own reading order ("12.345 ر.ع." number first in Arabic), as <bdi> does in HTML. */}
        <text
          x={SIZE / 2}
          y={SIZE / 2}
          textAnchor="middle"
          dominantBaseline="central"
          style={{ fontSize: 14, fontWeight: 700, fill: 'var(--mantine-color-gray-9)' }}
        >
          {`\u2068${totalText}\u2069`}
        </text>
      </svg>
    </ChartFrame>
  );
}
