import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** Dashboard/GetAds: the slider's ads, or the default ad when no campaign runs. */
export const getAds = () => callOk(calls.getAds, {}).then((d) => d.ads);

export const adsQueryOptions = () => queryOptions({ queryKey: ['dashboard', 'ads'], queryFn: getAds, staleTime: 30 * 60_000 });

export const useAds = () => useQuery(adsQueryOptions());
