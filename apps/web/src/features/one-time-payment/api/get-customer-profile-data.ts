// Moved to shared/payments: the registered-bills payment offers the same points.
export { getPointsCash, pointsQueryOptions, usePointsCash } from '@/shared/payments/points-cash';
