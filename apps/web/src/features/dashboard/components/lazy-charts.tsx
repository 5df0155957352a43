import { lazy } from 'react';
import { onDemand } from '@/shared/ui/on-demand';
import { ChartFallback } from './chart-fallback';

// The chart library (recharts) is the heaviest code on the dashboard: it loads after the page itself, as
// parts on demand, so a connection dropped meanwhile leaves the chart's place and says so, instead of
// failing the page, and the chart is fetched again once back online.
export const UsageGauge = onDemand(() => import('../charts/usage-gauge').then((m) => m.default), <ChartFallback h={116} />);
export const MonthlyBarChart = onDemand(
  () => import('../charts/consumption-charts').then((m) => m.MonthlyBarChart),
  <ChartFallback h={260} />,
);
export const MeterLineChart = onDemand(
  () => import('../charts/consumption-charts').then((m) => m.MeterLineChart),
  <ChartFallback h={260} />,
);
// Drawn in place of the first banner the server drew (ad-slider.tsx), whose fallback depends on the ads.
export const AdCarousel = lazy(() => import('./ad-carousel'));
