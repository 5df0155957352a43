import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** Common/GetLookUp: one or more lookup kinds joined by commas, e.g. "DocumentType,NATCODE". */
export const getLookUp = (code: string) => callOk(calls.getLookUp, { lookupsInfo: { code } });

export const lookupQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['lookup', code], queryFn: () => getLookUp(code), staleTime: 30 * 60_000 });

export const useLookup = (code: string) => useQuery(lookupQueryOptions(code));
