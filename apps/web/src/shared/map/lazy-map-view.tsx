import { Skeleton } from '@mantine/core';
import { onDemand } from '@/shared/ui/on-demand';

/**
 * The map, fetched with Leaflet on first use; a placeholder of its size meanwhile, and while the
 * connection is down (the customer is told, and the map fetched again once back online).
 */
export const LazyMapView = onDemand(
  () => import('./map-view').then((m) => m.default),
  <Skeleton h="clamp(300px, 55vh, 460px)" radius="md" />,
);
