import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** LocationDetails/GetMapSettings: the tile URL the server is configured with (MAP_TILE_URL). */
export const getMapSettings = () => callOk(calls.getMapSettings, {});

// Configuration changes only with a server restart; one read per visit is enough.
export const mapSettingsQueryOptions = () => queryOptions({ queryKey: ['map-settings'], queryFn: getMapSettings, staleTime: Infinity });

export const useMapSettings = () => useQuery(mapSettingsQueryOptions());
