import 'leaflet/dist/leaflet.css';
import './map-view.css';
import { Box, Text } from '@mantine/core';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@portal/contract';
import { latLngBounds, type LeafletKeyboardEvent, type Marker as LeafletMarker, type TileErrorEvent, type TileEvent } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { AttributionControl, MapContainer, Marker, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useMapSettings } from './get-map-settings';
import type { MapPoint, MapViewProps } from './map-point';
import { focusedMarkerIcon, markerIcon } from './marker-icon';

export const MAP_HEIGHT = 'clamp(300px, 55vh, 460px)';
const FOCUS_ZOOM = 13;
const FIT_MAX_ZOOM = 12;
const DEFAULT_CENTER: [number, number] = [DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude];
// A tile that cannot load shows nothing rather than a broken-image sign.
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const LEAFLET_LINK = '<a href="https://leafletjs.com">Leaflet</a>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A Leaflet map of points (Location details, Branch details). The tiles come from the server's
 * configuration; when they cannot load the map keeps a plain ground, its markers and a short note.
 * Loaded lazily (lazy-map-view.tsx), so Leaflet is fetched only by the pages that show a map.
 */
export default function MapView({ label, points, onSelect, framing = 'fit', focused = false }: MapViewProps) {
  const { t } = useTranslation();
  const { lang, isArabic } = useLanguage();
  const settings = useMapSettings();
  const tiles = useRef({ loaded: 0, failed: 0 });
  const [tilesMissing, setTilesMissing] = useState(false);
  const tileUrl = settings.data?.tileUrl ?? '';
  // A failed tile is replaced by the blank one, whose own load must not count as a tile that arrived.
  const onTile = (event: TileEvent | TileErrorEvent) => {
    if (event.type === 'tileerror') tiles.current.failed++;
    else if (event.tile.getAttribute('src') !== BLANK_TILE) tiles.current.loaded++;
    setTilesMissing(tiles.current.loaded === 0 && tiles.current.failed > 0);
  };

  return (
    <Box mb="md">
      <MapContainer
        className="portal-map"
        center={DEFAULT_CENTER}
        zoom={DEFAULT_MAP_ZOOM}
        zoomControl={false}
        attributionControl={false}
        style={{ height: MAP_HEIGHT }}
      >
        <Labelled label={label} />
        {/* Controls sit at the reading start (left in English, right in Arabic); keyed to redraw their titles. */}
        <ZoomControl
          key={`zoom-${lang}`}
          position={isArabic ? 'topright' : 'topleft'}
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        <AttributionControl key={`attribution-${lang}`} position={isArabic ? 'bottomleft' : 'bottomright'} prefix={LEAFLET_LINK} />
        {tileUrl ? (
          <TileLayer
            url={tileUrl}
            attribution={escapeHtml(settings.data?.attribution ?? '')}
            errorTileUrl={BLANK_TILE}
            eventHandlers={{ tileload: onTile, tileerror: onTile }}
          />
        ) : null}
        {points.map((point) => (
          <PointMarker key={point.id} point={point} focused={focused} onSelect={onSelect} />
        ))}
        <Framing points={points} framing={framing} focused={focused} />
      </MapContainer>
      {/* Below the map, so it never covers a marker. */}
      {tilesMissing || (settings.isSuccess && !tileUrl) ? (
        <Text role="status" size="xs" c="gray.8" mt={4}>
          {t('map.tilesUnavailable')}
        </Text>
      ) : null}
    </Box>
  );
}

/** The map container is a labelled region (Leaflet already makes it focusable for keyboard panning). */
function Labelled({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** A marker is a named button (Leaflet gives it tabindex and role); Enter or Space selects it. */
function PointMarker({ point, focused, onSelect }: { point: MapPoint; focused: boolean; onSelect?: (id: string) => void }) {
  const ref = useRef<LeafletMarker>(null);
  const icon = focused ? focusedMarkerIcon : markerIcon;
  useEffect(() => {
    ref.current?.getElement()?.setAttribute('aria-label', point.name);
  }, [point.name, icon]);
  return (
    <Marker
      ref={ref}
      position={[point.latitude, point.longitude]}
      icon={icon}
      title={point.name}
      eventHandlers={{
        click: () => onSelect?.(point.id),
        keydown: (e) => {
          const key = (e as LeafletKeyboardEvent).originalEvent.key;
          if (key === 'Enter' || key === ' ') {
            (e as LeafletKeyboardEvent).originalEvent.preventDefault();
            onSelect?.(point.id);
          }
        },
      }}
    />
  );
}

/** Frames the points: one chosen point centred, all of them fitted, or the spec's default view. */
function Framing({ points, framing, focused }: Pick<MapViewProps, 'points' | 'framing' | 'focused'>) {
  const map = useMap();
  const where = points.map((p) => `${p.latitude},${p.longitude}`).join('|');
  useEffect(() => {
    const only = points.length === 1 ? points[0] : undefined;
    if (only && (focused || framing === 'fit')) {
      map.setView([only.latitude, only.longitude], FOCUS_ZOOM, { animate: false });
    } else if (framing === 'fit' && points.length > 1) {
      map.fitBounds(latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        paddingTopLeft: [40, 56],
        paddingBottomRight: [40, 24],
        maxZoom: FIT_MAX_ZOOM,
        animate: false,
      });
    } else {
      map.setView(DEFAULT_CENTER, DEFAULT_MAP_ZOOM, { animate: false });
    }
    // The view changes when the places do, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, where, framing, focused]);
  return null;
}
