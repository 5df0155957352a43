import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MapViewProps } from './map-point';

const MapView = lazy(() => import('./map-view'));

/** The map, fetched with Leaflet on first use; a placeholder of its size meanwhile. */
export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense fallback={<Skeleton h="clamp(300px, 55vh, 460px)" radius="md" />}>
      <MapView {...props} />
    </Suspense>
  );
}
