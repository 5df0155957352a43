import { lazy } from 'react';

// The chart library (recharts) is the heaviest code on the dashboard: it loads after the page itself.
export const UsageGauge = lazy(() => import('../charts/usage-gauge'));
export const MonthlyBarChart = lazy(() => import('../charts/consumption-charts').then((m) => ({ default: m.MonthlyBarChart })));
export const MeterLineChart = lazy(() => import('../charts/consumption-charts').then((m) => ({ default: m.MeterLineChart })));
export const AdCarousel = lazy(() => import('./ad-carousel'));
